import type { CustomFieldOption } from './custom-field.row';

/** Field types, validation methods, visibilities and presets accepted by CustomField.Create/Update. */
export const FIELD_TYPES = ['Single line', 'Paragraph text', 'Multiple choice', 'Drop down', 'Checkboxes', 'Hidden field', 'Date field', 'Time field'];
export const OPTION_TYPES = new Set(['Multiple choice', 'Drop down', 'Checkboxes']);
export const VALIDATION_METHODS = ['None', 'Numbers', 'Letters', 'Numbers and letters', 'Email address', 'URL', 'Date', 'Time', 'Custom'];
/** Oempro 4 clients spell "no validation" as Disabled. */
export const VALIDATION_METHOD_ALIASES = new Map([['disabled', 'None']]);
export const VISIBILITIES = ['Public', 'User Only', 'Hidden'];
/** merge tag aliases: letters, digits, underscore and dash */
export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;

function opts(values: string[]): CustomFieldOption[] {
  return values.map((v) => ({ label: v, value: v, selected: false }));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** a Map: the preset name is the client's text (an object would also answer `constructor`) */
export const PRESETS = new Map<string, { name: string; type: string; options: CustomFieldOption[] }>(
  Object.entries({
    gender: { name: 'Gender', type: 'Drop down', options: opts(['Male', 'Female', 'Other']) },
    age: { name: 'Age', type: 'Drop down', options: opts(['Under 18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']) },
    'marital status': { name: 'Marital status', type: 'Drop down', options: opts(['Single', 'Married', 'Divorced', 'Widowed']) },
    education: { name: 'Education', type: 'Drop down', options: opts(['High school', 'College', 'Bachelor', 'Master', 'Doctorate']) },
    employment: { name: 'Employment', type: 'Drop down', options: opts(['Employed', 'Self-employed', 'Unemployed', 'Student', 'Retired']) },
    income: { name: 'Income', type: 'Drop down', options: opts(['< 25,000', '25,000-50,000', '50,000-100,000', '> 100,000']) },
    'days of the week': { name: 'Days of the week', type: 'Drop down', options: opts(DAYS) },
    'months of the year': { name: 'Months of the year', type: 'Drop down', options: opts(MONTHS) },
    'yes/no': { name: 'Yes/No', type: 'Multiple choice', options: opts(['Yes', 'No']) },
    countries: { name: 'Country', type: 'Drop down', options: opts(['United States', 'United Kingdom', 'Canada', 'Germany', 'France', 'Turkey', 'Other']) },
    'us states': { name: 'US State', type: 'Drop down', options: opts(['Alabama', 'Alaska', 'Arizona', 'California', 'New York', 'Texas', 'Other']) },
  }),
);

/** case-insensitive lookup returning the canonical spelling */
export function canonical(value: string, allowed: string[]): string | undefined {
  return allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
}
