// The real checkout provider (functions/src/payment/iyzicoProvider.ts) through the official
// `iyzipay` client, against nock replaying iyzico's documented Checkout Form request and answer
// shapes (no internet here): the IYZWSv2 signature header, initialize, retrieve success and
// failure, card data kept out of the stored answer; the marketplace item's approval and refund
// (issue 20). Also which provider configuration selects.
// No emulator is needed.
import { createHmac } from 'node:crypto';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoConfigFrom, iyzicoProvider } from '../../functions/src/payment/iyzicoProvider';
import { paymentBaseUrlFrom, paymentRouteOf } from '../../functions/src/payment/payment';
import {
  iyzicoPriceOf,
  kurusOfIyzicoPrice,
  planAmounts,
  planIncludes,
} from '../../functions/src/shared/plans';
import { providerNameFrom, type CheckoutRequest } from '../../functions/src/payment/provider';
import { collaborationAmounts } from '../../functions/src/shared/collaborationPayment';

const URI = 'https://sandbox-api.iyzipay.com';
const API_KEY = 'sandbox-api-key';
const SECRET = 'sandbox-secret-key';
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail';
const TOKEN = '3a1c2a8e-8a5e-4b0f-9b1c-3f1c3e5b2a10';

const provider = iyzicoProvider({ apiKey: API_KEY, secretKey: SECRET, uri: URI });

const request: CheckoutRequest = {
  conversationId: 'sub-123',
  basket: { kind: 'plan', plan: 'business' },
  amounts: planAmounts('business'),
  callbackUrl: 'https://europe-west1-demo.cloudfunctions.net/payment/callback',
  buyer: {
    id: 'uid-1',
    name: 'Deniz',
    surname: 'Kaya',
    email: 'deniz@example.com',
    gsmNumber: '+905350000000',
    identityNumber: '74300864791',
    registrationAddress: 'Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1',
    city: 'Istanbul',
    country: 'Turkey',
    ip: '85.34.78.112',
  },
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

/** Records each request nock answered: its path, headers and JSON body. */
const seen: { path: string; auth: string | undefined; rnd: string | undefined; body: unknown }[] =
  [];

function reply(path: string, answer: Record<string, unknown>) {
  nock(URI)
    .post(path)
    .reply(function (_uri, body) {
      const auth = this.req.headers['authorization'];
      const rnd = this.req.headers['x-iyzi-rnd'];
      seen.push({
        path,
        auth: Array.isArray(auth) ? auth[0] : auth,
        rnd: Array.isArray(rnd) ? rnd[0] : rnd,
        body,
      });
      return [200, answer];
    });
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  seen.length = 0;
});
afterAll(() => nock.enableNetConnect());

describe('iyzico provider (nock)', () => {
  it('initialize: a signed checkoutform/initialize request; token and payment page back', async () => {
    reply(INITIALIZE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'sub-123',
      token: TOKEN,
      checkoutFormContent: '<script type="text/javascript">/* iyzico */</script>',
      tokenExpireTime: 1800,
      paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${TOKEN}&lang=tr`,
    });
    const started = await provider.initialize(request);
    expect(started).toEqual({
      ok: true,
      token: TOKEN,
      paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${TOKEN}&lang=tr`,
    });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.rnd).toBeTruthy();
    expect(signatureIsValid(call!.auth, INITIALIZE, call!.body)).toBe(true);
    expect(call!.body).toMatchObject({
      locale: 'tr',
      conversationId: 'sub-123',
      price: '1798.8',
      paidPrice: '1798.8',
      currency: 'TRY',
      basketId: 'sub-123',
      paymentGroup: 'SUBSCRIPTION',
      callbackUrl: request.callbackUrl,
      buyer: { id: 'uid-1', name: 'Deniz', identityNumber: '74300864791', ip: '85.34.78.112' },
      basketItems: [{ id: 'plan-business', itemType: 'VIRTUAL', price: '1798.8' }],
    });
  });

  it('initialize, marketplace: the collaboration is one PRODUCT item paid to its sub-merchant', async () => {
    reply(INITIALIZE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-1',
      token: TOKEN,
      paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${TOKEN}&lang=tr`,
    });
    const amounts = collaborationAmounts(5000);
    const started = await provider.initialize({
      ...request,
      conversationId: 'collab-1',
      amounts,
      basket: {
        kind: 'collaboration',
        itemId: 'brief1_inf1',
        name: 'İş birliği: Kış koleksiyonu',
        subMerchantKey: 'sub-merchant-key-1',
        subMerchantKurus: amounts.payee,
      },
    });
    expect(started.ok).toBe(true);
    const [call] = seen;
    expect(signatureIsValid(call!.auth, INITIALIZE, call!.body)).toBe(true);
    expect(call!.body).toMatchObject({
      conversationId: 'collab-1',
      price: '6000.0',
      paidPrice: '6000.0',
      basketId: 'collab-1',
      paymentGroup: 'PRODUCT',
      basketItems: [
        {
          id: 'brief1_inf1',
          name: 'İş birliği: Kış koleksiyonu',
          category1: 'İş birliği',
          itemType: 'VIRTUAL',
          price: '6000.0',
          subMerchantKey: 'sub-merchant-key-1',
          subMerchantPrice: '4000.0',
        },
      ],
    });
  });

  it('retrieve, marketplace: the payment id and each item’s paymentTransactionId', async () => {
    reply(RETRIEVE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-1',
      price: 6000.0,
      paidPrice: 6000.0,
      installment: 1,
      paymentId: 22416036,
      fraudStatus: 1,
      basketId: 'collab-1',
      currency: 'TRY',
      itemTransactions: [
        {
          itemId: 'brief1_inf1',
          paymentTransactionId: 23617,
          transactionStatus: 2,
          price: 6000.0,
          paidPrice: 6000.0,
          blockageRate: 0,
          subMerchantKey: 'sub-merchant-key-1',
          subMerchantPrice: 4000.0,
          subMerchantPayoutRate: 0.6667,
          subMerchantPayoutAmount: 4000.0,
          merchantPayoutAmount: 1982.5,
        },
      ],
      token: TOKEN,
      paymentStatus: 'SUCCESS',
    });
    const outcome = await provider.retrieve(TOKEN, 'collab-1');
    expect(outcome).toMatchObject({
      paymentStatus: 'SUCCESS',
      paidKurus: 600000,
      paymentId: '22416036',
      itemTransactions: [{ itemId: 'brief1_inf1', paymentTransactionId: '23617' }],
    });
  });

  it('initialize: iyzico’s failure answer is no checkout', async () => {
    reply(INITIALIZE, {
      status: 'failure',
      errorCode: '1001',
      errorMessage: 'api bilgileri bulunamadı',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'sub-123',
    });
    expect(await provider.initialize(request)).toEqual({
      ok: false,
      errorCode: '1001',
      errorMessage: 'api bilgileri bulunamadı',
    });
  });

  it('retrieve success: SUCCESS with the paid amount; no card data kept', async () => {
    reply(RETRIEVE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'sub-123',
      price: 1798.8,
      paidPrice: 1798.8,
      installment: 1,
      paymentId: '22416035',
      fraudStatus: 1,
      merchantCommissionRate: 0,
      iyziCommissionFee: 0.25,
      cardType: 'CREDIT_CARD',
      cardAssociation: 'MASTER_CARD',
      cardFamily: 'Paraf',
      cardToken: 'ct-secret',
      cardUserKey: 'cuk-secret',
      binNumber: '552879',
      lastFourDigits: '0008',
      basketId: 'sub-123',
      currency: 'TRY',
      itemTransactions: [
        {
          itemId: 'plan-business',
          paymentTransactionId: '23616',
          price: 1798.8,
          paidPrice: 1798.8,
        },
      ],
      authCode: '123456',
      phase: 'AUTH',
      token: TOKEN,
      callbackUrl: request.callbackUrl,
      paymentStatus: 'SUCCESS',
    });
    const outcome = await provider.retrieve(TOKEN, 'sub-123');
    expect(outcome).toMatchObject({
      paymentStatus: 'SUCCESS',
      conversationId: 'sub-123',
      paidKurus: 179880,
      errorCode: null,
      errorMessage: null,
    });
    const [call] = seen;
    expect(call!.body).toEqual({ locale: 'tr', conversationId: 'sub-123', token: TOKEN });
    expect(signatureIsValid(call!.auth, RETRIEVE, call!.body)).toBe(true);
    expect(outcome.raw).toMatchObject({ paymentId: '22416035', paymentStatus: 'SUCCESS' });
    expect(JSON.stringify(outcome.raw)).not.toMatch(/552879|0008"|ct-secret|cuk-secret|card/i);
  });

  it('retrieve failure: FAILURE with iyzico’s code and message', async () => {
    reply(RETRIEVE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'sub-123',
      token: TOKEN,
      paymentStatus: 'FAILURE',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
      lastFourDigits: '1129',
    });
    const outcome = await provider.retrieve(TOKEN, 'sub-123');
    expect(outcome).toMatchObject({
      paymentStatus: 'FAILURE',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    expect(outcome.raw).not.toHaveProperty('lastFourDigits');
  });

  it('retrieve: an error answer (status failure) is FAILURE', async () => {
    reply(RETRIEVE, {
      status: 'failure',
      errorCode: '5005',
      errorMessage: 'Token bulunamadı',
      locale: 'tr',
      conversationId: 'sub-123',
    });
    expect(await provider.retrieve(TOKEN, 'sub-123')).toMatchObject({
      paymentStatus: 'FAILURE',
      errorCode: '5005',
    });
  });
});

describe('iyzico provider: settling a marketplace item (nock)', () => {
  const APPROVE = '/payment/iyzipos/item/approve';
  const REFUND = '/payment/refund';
  // What retrieve returned for the collaboration's one basket item (see above). The failure
  // answers below have iyzico's failure shape (status, errorCode, errorMessage in Turkish for
  // locale tr, errorGroup, locale, systemTime, conversationId); their codes are examples, not
  // taken from iyzico's code table: what is tested is that code and message reach the caller.
  const PTID = '23617';

  it('approveItem: a signed item/approve request; iyzico’s success is ok', async () => {
    reply(APPROVE, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-1',
      paymentTransactionId: PTID,
    });
    expect(await provider.approveItem(PTID, 'collab-1')).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.body).toEqual({
      locale: 'tr',
      conversationId: 'collab-1',
      paymentTransactionId: PTID,
    });
    expect(signatureIsValid(call!.auth, APPROVE, call!.body)).toBe(true);
  });

  it('approveItem: iyzico’s failure answer is not ok, with its code and message', async () => {
    reply(APPROVE, {
      status: 'failure',
      errorCode: '5149',
      errorMessage: 'Ödeme kırılımı onaylanamaz, ödeme kırılımı zaten onaylanmış',
      errorGroup: 'NOT_APPROVABLE',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-1',
    });
    expect(await provider.approveItem(PTID, 'collab-1')).toEqual({
      ok: false,
      errorCode: '5149',
      errorMessage: 'Ödeme kırılımı onaylanamaz, ödeme kırılımı zaten onaylanmış',
    });
  });

  it('refundItem: a signed refund of the item’s whole price in iyzico’s price text', async () => {
    reply(REFUND, {
      status: 'success',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-1',
      paymentId: '22416036',
      paymentTransactionId: PTID,
      price: 6000.0,
      currency: 'TRY',
      authCode: '123456',
      hostReference: 'mock00007iyzihostrfn',
    });
    const refund = {
      paymentTransactionId: PTID,
      kurus: collaborationAmounts(5000).gross,
      conversationId: 'collab-1',
      ip: '85.34.78.112',
    };
    expect(await provider.refundItem(refund)).toEqual({ ok: true });
    const [call] = seen;
    // iyzipay's CreateRefundRequest field order; reason and description are not sent.
    expect(call!.body).toEqual({
      locale: 'tr',
      conversationId: 'collab-1',
      paymentTransactionId: PTID,
      price: '6000.0',
      ip: '85.34.78.112',
      currency: 'TRY',
    });
    expect(signatureIsValid(call!.auth, REFUND, call!.body)).toBe(true);
  });

  it('refundItem: kuruş are kept in the price text; iyzico’s failure is not ok', async () => {
    reply(REFUND, {
      status: 'failure',
      errorCode: '5115',
      errorMessage: 'İade tutarı, iade edilebilir tutardan büyük olamaz',
      locale: 'tr',
      systemTime: 1700000000000,
      conversationId: 'collab-2',
    });
    const settled = await provider.refundItem({
      paymentTransactionId: PTID,
      kurus: 123405,
      conversationId: 'collab-2',
      ip: '85.34.78.112',
    });
    expect(settled).toEqual({
      ok: false,
      errorCode: '5115',
      errorMessage: 'İade tutarı, iade edilebilir tutardan büyük olamaz',
    });
    expect(seen[0]!.body).toMatchObject({ price: '1234.05', currency: 'TRY' });
  });
});

describe('payment configuration', () => {
  it('the local provider only on the emulator or when asked for explicitly', () => {
    expect(providerNameFrom({})).toBe('iyzico');
    expect(providerNameFrom({ FUNCTIONS_EMULATOR: 'false' })).toBe('iyzico');
    expect(providerNameFrom({ FUNCTIONS_EMULATOR: 'true' })).toBe('local');
    expect(providerNameFrom({ PAYMENT_PROVIDER: 'local' })).toBe('local');
    expect(providerNameFrom({ FUNCTIONS_EMULATOR: 'true', PAYMENT_PROVIDER: 'iyzico' })).toBe(
      'iyzico',
    );
  });

  it('iyzico keys come from IYZIPAY_API_KEY, IYZIPAY_SECRET_KEY and IYZIPAY_BASE_URL', () => {
    expect(iyzicoConfigFrom({ IYZIPAY_API_KEY: 'k', IYZIPAY_SECRET_KEY: 's' })).toBeNull();
    expect(
      iyzicoConfigFrom({ IYZIPAY_API_KEY: 'k', IYZIPAY_SECRET_KEY: 's', IYZIPAY_BASE_URL: URI }),
    ).toEqual({ apiKey: 'k', secretKey: 's', uri: URI });
  });

  it('routes and the base URL', () => {
    expect(paymentRouteOf('/initializeCheckoutform')).toBe('initializeCheckoutform');
    expect(paymentRouteOf('/payment/completeTransaction/')).toBe('completeTransaction');
    expect(paymentRouteOf('/contacts')).toBeNull();
    expect(paymentBaseUrlFrom({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' })).toBe(
      'http://127.0.0.1:5001/demo-x/europe-west1/payment',
    );
    expect(paymentBaseUrlFrom({ GCLOUD_PROJECT: 'p' })).toBe(
      'https://europe-west1-p.cloudfunctions.net/payment',
    );
    expect(paymentBaseUrlFrom({ PAYMENT_BASE_URL: 'https://pay.example.com/' })).toBe(
      'https://pay.example.com',
    );
  });

  it('plan amounts with KDV at 20 %, in kuruş, and iyzico’s price text', () => {
    expect(planAmounts('free')).toEqual({ net: 0, kdv: 0, gross: 0 });
    expect(planAmounts('business')).toEqual({ net: 149900, kdv: 29980, gross: 179880 });
    expect(planAmounts('pro')).toEqual({ net: 299900, kdv: 59980, gross: 359880 });
    expect(iyzicoPriceOf(179880)).toBe('1798.8');
    expect(iyzicoPriceOf(100000)).toBe('1000.0');
    expect(iyzicoPriceOf(100005)).toBe('1000.05');
    expect(kurusOfIyzicoPrice('1798.8')).toBe(179880);
    expect(kurusOfIyzicoPrice(1798.8)).toBe(179880);
    expect(kurusOfIyzicoPrice('abc')).toBeNaN();
    expect(planIncludes('free', 'viewInfluencerData')).toBe(false);
    expect(planIncludes('business', 'viewInfluencerData')).toBe(true);
    expect(planIncludes('business', 'briefsOnTop')).toBe(false);
  });
});
