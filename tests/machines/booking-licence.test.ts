import { describe, expect, it } from 'vitest';
import { failure, userId } from '@/tests/support/fixtures';
import {
  additionalDriverId,
  aSupplierWithTerms,
  partner,
  driver,
  licenceImage,
  anImage,
  arrange,
  type Actor,
  settled,
  next,
  back,
} from '@/tests/support/booking-machine';

describe('booking process: driver licence', () => {
  const withLicence = { supplier: aSupplierWithTerms({ licenceRequired: true }) };
  /** From the dates to the driver step, once the licence lookup answered. */
  async function toDriver(actor: Actor) {
    next(actor);
    next(actor);
    await settled(actor);
  }

  it('looks the licence up for a supplier that requires it, and goes on when one is on file', async () => {
    const { actor, getDocuments } = arrange({ input: withLicence, getDocuments: [[licenceImage]] });
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'checkingLicence' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(getDocuments.calls).toEqual([{ userId }]);
    expect(actor.getSnapshot().context.licence).toBe('stored');

    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('does not look it up for a supplier that does not require it', () => {
    const { actor, getDocuments } = arrange();
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(getDocuments.calls).toEqual([]);
    actor.send({ type: 'licence.upload', file: anImage() });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
  });

  it("refuses the step without an image ('Please add an image.'), then goes on once one is uploaded", async () => {
    const { actor, createBiometric } = arrange({ input: withLicence });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('missing');
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ licence: 'imageRequired' });

    const file = anImage();
    actor.send({ type: 'licence.upload', file });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'uploadingLicence' } });
    await settled(actor);
    expect(createBiometric.calls).toEqual([{ file }]);
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'stored', licenceError: null, errors: { driver: {} } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('keeps what the driver types and ticks while the image uploads, and goes on with it', async () => {
    const { actor, createAdditionalDriver } = arrange({ input: withLicence });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'additionalDriver' });
    next(actor);
    await settled(actor);
    actor.send({ type: 'licence.upload', file: anImage(4_500_000) });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'uploadingLicence' } });
    actor.send({ type: 'additionalDriver.change', values: partner });
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    expect(actor.getSnapshot().context).toMatchObject({ acceptTerms: true, additionalDriver: partner });

    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'stored', acceptTerms: true, additionalDriver: partner });
    next(actor);
    await settled(actor);
    expect(actor.getSnapshot().context.errors.driver).toEqual({});
    expect(createAdditionalDriver.calls).toEqual([
      { fullName: 'Sam Partner', email: 'sam@example.com', phone: '+33 6 12 34 56 78', birthDate: '1992-02-03' },
    ]);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it.each<[string, ReturnType<typeof failure>, string]>([
    ['too large', failure('PAYLOAD_TOO_LARGE', 413), 'licenceTooLarge'],
    ['not an image', failure('UNSUPPORTED_MEDIA_TYPE', 415), 'licenceNotAnImage'],
    ['not saved', failure('NETWORK_ERROR'), 'licenceNotSaved'],
  ])('says why the server refused the image (%s), and takes another', async (_, refusal, error) => {
    const { actor } = arrange({ input: withLicence, createBiometric: [refusal, licenceImage] });
    await toDriver(actor);
    actor.send({ type: 'licence.upload', file: anImage() });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'missing', licenceError: error });

    actor.send({ type: 'licence.upload', file: anImage() });
    expect(actor.getSnapshot().context.licenceError).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context.licence).toBe('stored');
  });

  it.each<[string, File, string]>([
    ['over 5 MB', anImage(5 * 1024 * 1024 + 1), 'licenceTooLarge'],
    ['a PDF', anImage(1000, 'application/pdf'), 'licenceNotAnImage'],
  ])('refuses %s without sending it', async (_, file, error) => {
    const { actor, createBiometric } = arrange({ input: withLicence });
    await toDriver(actor);
    actor.send({ type: 'licence.upload', file });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.licenceError).toBe(error);
    expect(createBiometric.calls).toEqual([]);
  });

  it('lets the driver go on when the lookup failed: the server has the last word', async () => {
    const { actor } = arrange({ input: withLicence, getDocuments: [failure('NETWORK_ERROR')] });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('unknown');
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('goes back to the driver step when the server requires the image (LICENCE_REQUIRED)', async () => {
    const { actor } = arrange({ input: withLicence, getDocuments: [failure('NETWORK_ERROR')], createBooking: [failure('LICENCE_REQUIRED', 422)] });
    await toDriver(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    next(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'missing', errors: { driver: { licence: 'imageRequired' } } });
  });

  it("looks another driver's licence up again", async () => {
    const { actor, getDocuments } = arrange({ input: withLicence, getDocuments: [[licenceImage], []] });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('stored');
    actor.send({ type: 'session.signedIn', driver });
    expect(actor.getSnapshot().context.licence).toBe('stored');
    actor.send({ type: 'session.signedIn', driver: { ...driver, _id: additionalDriverId } });
    expect(actor.getSnapshot().context.licence).toBe('unknown');
    back(actor);
    next(actor);
    await settled(actor);
    expect(getDocuments.calls).toEqual([{ userId }, { userId: additionalDriverId }]);
    expect(actor.getSnapshot().context.licence).toBe('missing');
  });
});
