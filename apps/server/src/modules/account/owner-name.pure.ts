/**
 * The owner's name as the account overview shows it: the profile's Full Name, else the name the
 * account was signed up with. Until the sign-up form asked for a name it sent the address's local
 * part ('maria.lopez' for maria.lopez@example.com): that is no name the owner gave, so it is not
 * shown as one. Null when there is none.
 */
export function ownerName(profileName: string | null | undefined, user: { name?: string | null; email: string }) {
  const fromProfile = profileName?.trim();
  if (fromProfile) return fromProfile;
  const signedUpAs = user.name?.trim();
  const localPart = user.email.slice(0, user.email.lastIndexOf('@'));
  return signedUpAs && signedUpAs !== localPart ? signedUpAs : null;
}
