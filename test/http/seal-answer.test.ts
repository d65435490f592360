import { answerKey, openAnswer, sealAnswer } from '../../src/http/seal-answer';
import { fingerprintRequest } from '../../src/http/idempotency-key';

/** The first 200's body as the store keeps it for its retries: readable only with the same request in hand. */
describe('a sealed answer', () => {
  const image = Buffer.from('the image bytes of one request');
  const body = '{"passportNumber":"L898902C3","name":"ANNA MARIA ERIKSSON"}';
  const key = answerKey('acct-1', 'passport', image);

  it('opens with the key of the same kind, image and account, bound to the same Idempotency-Key', () => {
    const sealed = sealAnswer(body, key, 'order-17');
    expect(sealed).not.toContain('L898902C3');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('L898902C3');
    expect(openAnswer(sealed, answerKey('acct-1', 'passport', Buffer.from(image)), 'order-17')).toBe(body);
  });

  it('does not open for another image, kind, account or Idempotency-Key, nor when damaged', () => {
    const sealed = sealAnswer(body, key, 'order-17');
    expect(openAnswer(sealed, answerKey('acct-1', 'passport', Buffer.from('another image')), 'order-17')).toBeNull();
    expect(openAnswer(sealed, answerKey('acct-1', 'de_id_card', image), 'order-17')).toBeNull();
    expect(openAnswer(sealed, answerKey('acct-2', 'passport', image), 'order-17')).toBeNull();
    expect(openAnswer(sealed, key, 'order-18')).toBeNull();
    const damaged = Buffer.from(sealed, 'base64');
    damaged[damaged.length - 1] ^= 1;
    expect(openAnswer(damaged.toString('base64'), key, 'order-17')).toBeNull();
    expect(openAnswer('', key, 'order-17')).toBeNull();
  });

  it('is keyed apart from the fingerprint the store keeps: the one is not the other, nor in it', () => {
    const fingerprint = fingerprintRequest('passport', image);
    expect(key.toString('hex')).not.toBe(fingerprint);
    expect(fingerprint).not.toContain(key.toString('hex').slice(0, 16));
    // Two seals of one body differ (a fresh IV each): a record says nothing of another's content.
    expect(sealAnswer(body, key, 'order-17')).not.toBe(sealAnswer(body, key, 'order-17'));
  });
});
