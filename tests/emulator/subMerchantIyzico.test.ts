// The real sub-merchant provider (functions/src/payment/iyzicoSubMerchant.ts) through the official
// `iyzipay` client, against nock replaying iyzico Pazaryeri's documented request and answer
// shapes (no internet here): the IYZWSv2 signature header, the create body of each seller type
// (POST /onboarding/submerchant), the update body with the key (PUT, same path), the key from a
// success answer and iyzico's code and message from a failure. Also which provider configuration
// selects. No emulator is needed.
import { createHmac } from 'node:crypto';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoSubMerchantProvider } from '../../functions/src/payment/iyzicoSubMerchant';
import { localSubMerchantKeyOf } from '../../functions/src/payment/localSubMerchant';
import { subMerchantProviderFrom } from '../../functions/src/payment/subMerchantProvider';
import type { PayoutDetailsInput } from '../../functions/src/shared/payoutDetails';

const URI = 'https://sandbox-api.iyzipay.com';
const API_KEY = 'sandbox-api-key';
const SECRET = 'sandbox-secret-key';
const PATH = '/onboarding/submerchant';
const KEY = 'ISJcSPg1T2TRCA3e8ErmQK/xntY=';
const UID = 'uid-seller-1';
const EMAIL = 'ayse@example.com';

const provider = iyzicoSubMerchantProvider({ apiKey: API_KEY, secretKey: SECRET, uri: URI });

const common = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  iban: 'TR180006200119000006672315',
  address: 'Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1',
  gsmNumber: '+905350000000',
};
const personal: PayoutDetailsInput = {
  ...common,
  kind: 'PERSONAL',
  identityNumber: '10000000146',
  legalCompanyTitle: '',
  taxOffice: '',
  taxNumber: '',
};
const privateCompany: PayoutDetailsInput = {
  ...personal,
  kind: 'PRIVATE_COMPANY',
  legalCompanyTitle: 'Ayşe Yılmaz Medya',
  taxOffice: 'Kadıköy',
};
const limitedCompany: PayoutDetailsInput = {
  ...common,
  kind: 'LIMITED_OR_JOINT_STOCK_COMPANY',
  identityNumber: '',
  legalCompanyTitle: 'Yılmaz Medya A.Ş.',
  taxOffice: 'Kadıköy',
  taxNumber: '4540536920',
};

/** Checks iyzico's IYZWSv2 header: apiKey, randomKey and an HMAC-SHA256 of rnd + path + body. */
function signatureIsValid(header: string | undefined, path: string, body: unknown): boolean {
  const match = /^IYZWSv2 (.+)$/.exec(header ?? '');
  if (!match) return false;
  const params = new URLSearchParams(
    Buffer.from(match[1]!, 'base64').toString().replace(/:/g, '='),
  );
  const randomKey = params.get('randomKey') ?? '';
  const expected = createHmac('sha256', SECRET)
    .update(randomKey + path + JSON.stringify(body))
    .digest('hex');
  return params.get('apiKey') === API_KEY && params.get('signature') === expected;
}

/** Records each request nock answered: its method, headers and JSON body. */
const seen: { method: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

function reply(method: 'post' | 'put', answer: Record<string, unknown>) {
  const scope = nock(URI);
  const route = method === 'post' ? scope.post(PATH) : scope.put(PATH);
  route.reply(function (_uri, body) {
    const auth = this.req.headers['authorization'];
    seen.push({
      method,
      auth: Array.isArray(auth) ? auth[0] : auth,
      body: body as Record<string, unknown>,
    });
    return [200, answer];
  });
}

const success = (extra: Record<string, unknown> = {}) => ({
  status: 'success',
  locale: 'tr',
  systemTime: 1470732263294,
  ...extra,
});

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  seen.length = 0;
});
afterAll(() => nock.enableNetConnect());

describe('iyzico sub-merchant provider (nock)', () => {
  it('create PERSONAL: a signed POST with the person’s fields; the key back', async () => {
    reply('post', success({ conversationId: UID, subMerchantKey: KEY }));
    expect(await provider.create(personal, UID, EMAIL)).toEqual({ ok: true, subMerchantKey: KEY });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.method).toBe('post');
    expect(signatureIsValid(call!.auth, PATH, call!.body)).toBe(true);
    expect(call!.body).toEqual({
      locale: 'tr',
      conversationId: UID,
      subMerchantExternalId: UID,
      subMerchantType: 'PERSONAL',
      name: 'Ayşe Yılmaz',
      contactName: 'Ayşe',
      contactSurname: 'Yılmaz',
      email: EMAIL,
      gsmNumber: '+905350000000',
      address: common.address,
      iban: common.iban,
      identityNumber: '10000000146',
      currency: 'TRY',
    });
  });

  it('create PRIVATE_COMPANY: TCKN, tax office and legal title, no tax number', async () => {
    reply('post', success({ subMerchantKey: KEY }));
    await provider.create(privateCompany, UID, EMAIL);
    const body = seen[0]!.body;
    expect(body).toMatchObject({
      subMerchantType: 'PRIVATE_COMPANY',
      name: 'Ayşe Yılmaz Medya',
      legalCompanyTitle: 'Ayşe Yılmaz Medya',
      taxOffice: 'Kadıköy',
      identityNumber: '10000000146',
      contactName: 'Ayşe',
      contactSurname: 'Yılmaz',
    });
    expect(body).not.toHaveProperty('taxNumber');
  });

  it('create LIMITED_OR_JOINT_STOCK_COMPANY: tax office, tax number and title, no TCKN', async () => {
    reply('post', success({ subMerchantKey: KEY }));
    await provider.create(limitedCompany, UID, EMAIL);
    const body = seen[0]!.body;
    expect(body).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      name: 'Yılmaz Medya A.Ş.',
      legalCompanyTitle: 'Yılmaz Medya A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: '4540536920',
      iban: common.iban,
    });
    expect(body).not.toHaveProperty('identityNumber');
  });

  it('create: iyzico’s failure answer is no key', async () => {
    // The documented failure shape (status, errorCode, errorMessage, errorGroup); the code and
    // text are examples, iyzico's own in the language of `locale`.
    reply('post', {
      status: 'failure',
      errorCode: '2001',
      errorMessage: 'Alt üye işyeri zaten mevcut',
      errorGroup: 'NOT_ACCEPTABLE',
      locale: 'tr',
      systemTime: 1470732263294,
      conversationId: UID,
    });
    expect(await provider.create(personal, UID, EMAIL)).toEqual({
      ok: false,
      errorCode: '2001',
      errorMessage: 'Alt üye işyeri zaten mevcut',
    });
  });

  it('create: a success answer without a key is no key', async () => {
    reply('post', success());
    expect((await provider.create(personal, UID, EMAIL)).ok).toBe(false);
  });

  it('update: a signed PUT with the key and the fields, no type or external id', async () => {
    reply('put', success());
    expect(await provider.update(KEY, limitedCompany, EMAIL)).toEqual({
      ok: true,
      subMerchantKey: KEY,
    });
    const [call] = seen;
    expect(call!.method).toBe('put');
    expect(signatureIsValid(call!.auth, PATH, call!.body)).toBe(true);
    expect(call!.body).toEqual({
      locale: 'tr',
      subMerchantKey: KEY,
      name: 'Yılmaz Medya A.Ş.',
      contactName: 'Ayşe',
      contactSurname: 'Yılmaz',
      email: EMAIL,
      gsmNumber: '+905350000000',
      address: common.address,
      iban: common.iban,
      taxOffice: 'Kadıköy',
      taxNumber: '4540536920',
      legalCompanyTitle: 'Yılmaz Medya A.Ş.',
      currency: 'TRY',
    });
  });

  it('update: iyzico’s failure answer carries its code and message', async () => {
    reply('put', {
      status: 'failure',
      errorCode: '1',
      errorMessage: 'Sistem hatası',
      locale: 'tr',
      systemTime: 1470732263294,
    });
    expect(await provider.update(KEY, personal, EMAIL)).toEqual({
      ok: false,
      errorCode: '1',
      errorMessage: 'Sistem hatası',
    });
  });
});

describe('sub-merchant provider configuration', () => {
  it('local on the emulator, iyzico otherwise (and only with its keys)', () => {
    expect(subMerchantProviderFrom({ FUNCTIONS_EMULATOR: 'true' }).name).toBe('local');
    expect(subMerchantProviderFrom({ PAYMENT_PROVIDER: 'local' }).name).toBe('local');
    expect(() => subMerchantProviderFrom({})).toThrow(/not configured/);
    expect(
      subMerchantProviderFrom({
        IYZIPAY_API_KEY: 'k',
        IYZIPAY_SECRET_KEY: 's',
        IYZIPAY_BASE_URL: URI,
      }).name,
    ).toBe('iyzico');
  });

  it('the local key looks like iyzico’s and is stable per external id', () => {
    expect(localSubMerchantKeyOf(UID)).toBe(localSubMerchantKeyOf(UID));
    expect(localSubMerchantKeyOf(UID)).not.toBe(localSubMerchantKeyOf('uid-other'));
    expect(localSubMerchantKeyOf(UID)).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});
