/** The website event types of the spec (Events §3) and the properties each adds to the standard `$` ones. */
export const WEBSITE_EVENT_TYPES = ['pageView', 'identify', 'conversion', 'customEvent'] as const;

/** The standard properties every type carries (lower-cased, as the API delivers nested keys). */
export const STANDARD_PROPERTIES = [
  '$browser',
  '$browser_language',
  '$browser_version',
  '$current_url',
  '$device',
  '$device_type',
  '$dsn',
  '$host',
  '$lib',
  '$lib_version',
  '$list_id',
  '$os',
  '$pagetitle',
  '$pathname',
  '$referrer',
  '$referring_domain',
  '$screen_height',
  '$screen_width',
  '$sent_at',
  '$server',
  '$uuid',
  '$viewport_height',
  '$viewport_width',
] as const;

export const CONVERSION_PROPERTIES = { id: 'conversion-id', name: 'conversion-name', value: 'conversion-value' } as const;
