import { describe, expect, it } from 'vitest';
import { addressTexts, noticeFromAddress } from './address-notice';

const read = (query: string, magicLinkEnabled = true) =>
  noticeFromAddress(new URLSearchParams(query), magicLinkEnabled);

describe('what /login says about the address it was opened with', () => {
  it('opens the plain sign-in without anything to say', () => {
    expect(read('')).toEqual({ view: 'sign_in', error: null, message: null });
  });

  it('opens update_password with a reset token', () => {
    expect(read('view=update_password&token=abc').view).toBe('update_password');
  });

  it('says a reset link expired or was used, and opens the view that sends a new one', () => {
    expect(read('view=update_password&error=INVALID_TOKEN')).toEqual({
      view: 'forgotten_password',
      error:
        'This password reset link has expired or has already been used. Enter your email address to get a new one.',
      message: null,
    });
  });

  it('says a confirmation link expired, and that signing in sends a new one', () => {
    expect(read('link=confirmation&error=TOKEN_EXPIRED')).toEqual({
      view: 'sign_in',
      error:
        'This confirmation link has expired. Sign in with your email address and password, and we will send you a new one.',
      message: null,
    });
    expect(read('link=confirmation&error=INVALID_TOKEN').error).toBe(addressTexts.confirmationInvalid);
  });

  it('says a confirmation link that already worked was used, and asks to sign in', () => {
    expect(read('link=confirmation')).toEqual({
      view: 'sign_in',
      error: null,
      message: 'This confirmation link has already been used, and your email address is confirmed. Please sign in.',
    });
  });

  it('says a magic link expired or was used, and opens the magic link view (only while magic links exist)', () => {
    expect(read('link=magic_link&error=INVALID_TOKEN')).toEqual({
      view: 'magic_link',
      error: 'This sign-in link has expired or has already been used. Enter your email address to get a new one.',
      message: null,
    });
    expect(read('link=magic_link&error=INVALID_TOKEN', false)).toEqual({
      view: 'sign_in',
      error: addressTexts.invalidLink,
      message: null,
    });
  });

  it('names a cancelled Google sign-in in words, not by its code', () => {
    expect(read('error=access_denied').error).toBe('Google sign-in was cancelled.');
  });

  it("never shows words the address brings along, only the product's own", () => {
    expect(read('error=state_mismatch&error_description=Call+555-0100+to+unlock').error).toBe(
      'Sign-in failed. Please try again.',
    );
  });
});
