import { dateFieldOf, isMonthly } from './autoresponder-dates.processor';

describe('date autoresponder settings', () => {
  it.each([
    ['SubscriptionDate', 'SubscriptionDate'],
    ['subscription date', 'SubscriptionDate'],
    ['CustomField12', 'CustomField12'],
    ['customfield007', 'CustomField7'],
    ['12', 'CustomField12'],
    ['0', undefined],
    ['Birthday', undefined],
    ['', undefined],
  ])('the trigger value %j reads %j', (value, field) => expect(dateFieldOf(value)).toBe(field));

  it('is monthly when TriggerValue2 says so, yearly otherwise', () => {
    expect(['Monthly', 'Every month', 'monthly'].map(isMonthly)).toEqual([true, true, true]);
    expect(['Yearly', 'Every year', ''].map(isMonthly)).toEqual([false, false, false]);
  });
});
