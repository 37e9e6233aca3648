import { sign, type KeyObject } from 'node:crypto';

/**
 * A self-signed X.509 certificate for an RSA key, in the PEM form Google publishes its ID-token
 * keys in (`/oauth2/v1/certs`). Node reads certificates but cannot write them, so this writes the
 * few DER structures a version 1 certificate needs.
 */

function derLength(length: number) {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const der = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), derLength(content.length), content]);
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
// A leading zero keeps a number whose top bit is set from reading as negative.
const integer = (bytes: Buffer) => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
const bitString = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const NULL = Buffer.from([0x05, 0x00]);

function objectId(dotted: string) {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const part of rest) {
    const groups = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

const SHA256_WITH_RSA = sequence(objectId('1.2.840.113549.1.1.11'), NULL);
const commonName = (name: string) => sequence(set(sequence(objectId('2.5.4.3'), utf8(name))));

export function selfSignedCertificate(input: {
  publicKey: KeyObject;
  privateKey: KeyObject;
  commonName: string;
  serial: Buffer;
  notBefore: Date;
  notAfter: Date;
}) {
  const name = commonName(input.commonName);
  const toBeSigned = sequence(
    integer(input.serial),
    SHA256_WITH_RSA,
    name,
    sequence(utcTime(input.notBefore), utcTime(input.notAfter)),
    name,
    input.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(toBeSigned, SHA256_WITH_RSA, bitString(sign('sha256', toBeSigned, input.privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
