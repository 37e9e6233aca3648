import { describe, expect, it } from 'vitest';
import { bookingArgument, bookingDetail, itemDetail, QUESTIONS } from './details.ts';

describe('bookingDetail', () => {
  it('maps the booking tool’s arguments to details and back', () => {
    expect(bookingDetail('full_name')).toEqual({ key: 'name', question: QUESTIONS.name });
    expect(bookingDetail('client_status')).toEqual({ key: 'clientStatus', question: QUESTIONS.clientStatus });
    expect(bookingDetail('notes')).toBeNull();
    expect(bookingArgument('phone')).toBe('phone_number');
    expect(bookingArgument('message')).toBeUndefined();
  });
});

describe('itemDetail', () => {
  it('gives the owner’s usual items the detail they name, so nothing is asked twice', () => {
    expect(itemDetail('Full Name').key).toBe('name');
    expect(itemDetail('Phone').key).toBe('phone');
    expect(itemDetail('Email address').key).toBe('email');
    expect(itemDetail('Address').key).toBe('address');
    expect(itemDetail('Reason for Call')).toEqual({ key: 'reason', question: "What's the reason for your call?" });
    expect(itemDetail('New or existing patient').key).toBe('clientStatus');
  });
  it('asks for any other item in the owner’s words', () => {
    expect(itemDetail('How did you hear about us')).toEqual({
      key: 'item:How did you hear about us',
      question: 'How did you hear about us?',
    });
    expect(itemDetail('Where the main water valve is').question).toBe(
      'Could you tell me where the main water valve is?',
    );
    expect(itemDetail('Account Number').question).toBe("What's your account number?");
    expect(itemDetail('VIN of the car').question).toBe("What's your VIN of the car?");
    expect(itemDetail('Company name').key).toBe('item:Company name');
  });
});
