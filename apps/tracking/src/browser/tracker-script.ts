/** The version the tracker reports as `$lib_version`. */
export const TRACKER_VERSION = '1.0.0';

/**
 * The browser tracker (served at `/tracker/<EventListTrackerID>/t.js`). It keeps a visitor UUID in localStorage,
 * sends a pageView on load, and offers `mtrack('identify', email, properties?)`, `mtrack('conversion', {id, name,
 * value})` and `mtrack('customEvent', name, {key1, key2, key3})`; calls made before it loaded are queued by the
 * snippet's stub (`mtrack.q`). Every event carries the standard `$` properties read from the browser and a fresh
 * `$insert_id` (its deduplication key). Events are posted as text/plain JSON (no CORS preflight) with keepalive.
 */
export function trackerScript(tracker: string): string {
  return `(function (w, d) {
  'use strict';
  var endpoint = (d.currentScript && d.currentScript.src ? d.currentScript.src : '').replace(/\\/t\\.js(\\?.*)?$/, '/event');
  var tracker = ${JSON.stringify(tracker)};
  var KEY = 'mtrack_uuid_' + tracker;
  function rid() {
    if (w.crypto && w.crypto.randomUUID) return w.crypto.randomUUID();
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 3) | 8).toString(16);
    });
  }
  var uuid;
  try { uuid = w.localStorage.getItem(KEY) || ''; if (!uuid) { uuid = rid(); w.localStorage.setItem(KEY, uuid); } } catch (e) { uuid = uuid || rid(); }
  var ua = navigator.userAgent || '';
  function browser() {
    var m = /(Edg|OPR|Chrome|Firefox|Safari)\\/([\\d.]+)/.exec(ua) || [];
    var names = { Edg: 'Edge', OPR: 'Opera' };
    return { name: names[m[1]] || m[1] || 'Other', version: m[2] || '' };
  }
  function os() {
    if (/Windows/.test(ua)) return 'Windows';
    if (/Android/.test(ua)) return 'Android';
    if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
    if (/Mac OS X/.test(ua)) return 'Mac OS X';
    if (/Linux/.test(ua)) return 'Linux';
    return 'Other';
  }
  function deviceType() { return /iPad|Tablet/.test(ua) ? 'tablet' : /Mobi|Android|iPhone/.test(ua) ? 'mobile' : 'desktop'; }
  function standard() {
    var b = browser();
    var ref = d.referrer || '';
    var refDomain = ''; try { refDomain = ref ? new URL(ref).hostname : ''; } catch (e) {}
    var server = ''; try { server = new URL(endpoint).origin; } catch (e) {}
    return {
      $browser: b.name, $browser_version: b.version, $browser_language: navigator.language || '',
      $current_url: w.location.href, $host: w.location.host, $pathname: w.location.pathname, $pageTitle: d.title,
      $referrer: ref, $referring_domain: refDomain, $os: os(), $device: (/(iPhone|iPad|Android)/.exec(ua) || ['Desktop'])[0],
      $device_type: deviceType(), $screen_height: w.screen ? w.screen.height : 0, $screen_width: w.screen ? w.screen.width : 0,
      $viewport_height: w.innerHeight, $viewport_width: w.innerWidth, $lib: 'web', $lib_version: ${JSON.stringify(TRACKER_VERSION)},
      $dsn: endpoint, $server: server, $uuid: uuid, $sent_at: new Date().toISOString(), $insert_id: rid()
    };
  }
  function send(event, properties, extra) {
    var props = standard();
    for (var k in properties || {}) if (Object.prototype.hasOwnProperty.call(properties, k)) props[k] = properties[k];
    var body = { Event: event, UUID: uuid, Properties: props };
    for (var e in extra || {}) if (Object.prototype.hasOwnProperty.call(extra, e)) body[e] = extra[e];
    return w.fetch(endpoint, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' }, keepalive: true, credentials: 'omit' })
      .then(function (r) { return r.json(); })
      .catch(function () { return { status: 'error' }; });
  }
  var api = {
    pageView: function (props) { return send('pageView', Object.assign({ url: w.location.href }, props || {})); },
    identify: function (email, props) {
      props = props || {};
      return send('identify', { emailAddress: email, name: props.name || '' }, { Email: email, IdentifyProperties: props });
    },
    conversion: function (c) {
      c = c || {};
      return send('conversion', { conversionId: c.id, conversionName: c.name, conversionValue: c.value }, c.email ? { Email: c.email } : {});
    },
    customEvent: function (name, keys) {
      keys = keys || {};
      return send('customEvent', { eventName: name, key1: keys.key1, key2: keys.key2, key3: keys.key3 });
    }
  };
  function mtrack(method) {
    var fn = api[method];
    return fn ? fn.apply(null, Array.prototype.slice.call(arguments, 1)) : undefined;
  }
  var queued = (w.mtrack && w.mtrack.q) || [];
  w.mtrack = mtrack;
  mtrack('pageView');
  for (var i = 0; i < queued.length; i++) mtrack.apply(null, queued[i]);
})(window, document);
`;
}

/** The snippet a site puts in its pages (a list's EventTrackerJS): a stub queue, then the tracker, loaded async. */
export function trackerSnippet(baseUrl: string, tracker: string): string {
  const src = `${baseUrl.replace(/\/+$/, '')}/tracker/${encodeURIComponent(tracker)}/t.js`;
  return `<script>window.mtrack=window.mtrack||function(){(window.mtrack.q=window.mtrack.q||[]).push(arguments)};</script>\n<script async src="${src}"></script>`;
}
