// The real checkout provider: iyzico's Checkout Form through the official `iyzipay` client
// (design.md section 12). checkoutFormInitialize.create starts it (token, paymentPageUrl);
// checkoutForm.retrieve tells the result (paymentStatus SUCCESS or FAILURE). Sandbox and
// production differ only by IYZIPAY_BASE_URL and the keys.
// The client has no types of its own; this file declares the part used here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, not importable
/// <reference path="./iyzipay.d.ts" />
import Iyzipay from 'iyzipay';
import type {
  CheckoutOutcome,
  CheckoutProvider,
  CheckoutRequest,
  CheckoutStarted,
  ItemRefund,
  ItemSettled,
} from './provider';
import { withoutCardData } from './provider';
import { iyzicoPriceOf, kurusOfIyzicoPrice } from '../shared/plans';

export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  uri: string;
}

/** IYZIPAY_API_KEY, IYZIPAY_SECRET_KEY, IYZIPAY_BASE_URL; null when one is missing. */
export function iyzicoConfigFrom(env: Record<string, string | undefined>): IyzicoConfig | null {
  const apiKey = env.IYZIPAY_API_KEY?.trim();
  const secretKey = env.IYZIPAY_SECRET_KEY?.trim();
  const uri = env.IYZIPAY_BASE_URL?.trim();
  return apiKey && secretKey && uri ? { apiKey, secretKey, uri } : null;
}

/** An answer of the iyzipay client. */
export type Answer = Record<string, unknown>;

/** The iyzipay client's callback API as a promise (checkout and sub-merchant calls alike). */
export function call(
  run: (callback: (error: unknown, result: Answer) => void) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    run((error, result) => (error ? reject(error) : resolve(result ?? {})));
  });
}

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function initializeRequestOf(request: CheckoutRequest): Record<string, unknown> {
  const price = iyzicoPriceOf(request.amounts.gross);
  const { buyer } = request;
  const address = {
    contactName: `${buyer.name} ${buyer.surname}`.trim(),
    city: buyer.city,
    country: buyer.country,
    address: buyer.registrationAddress,
  };
  return {
    locale: Iyzipay.LOCALE.TR,
    conversationId: request.conversationId,
    // KDV included: the basket's one line is the plan's monthly price with KDV.
    price,
    paidPrice: price,
    currency: Iyzipay.CURRENCY.TRY,
    basketId: request.conversationId,
    paymentGroup:
      request.basket.kind === 'plan'
        ? Iyzipay.PAYMENT_GROUP.SUBSCRIPTION
        : Iyzipay.PAYMENT_GROUP.PRODUCT,
    callbackUrl: request.callbackUrl,
    enabledInstallments: [1],
    buyer,
    billingAddress: address,
    basketItems: [basketItemOf(request.basket, price)],
  };
}

function basketItemOf(basket: CheckoutRequest['basket'], price: string): Record<string, unknown> {
  if (basket.kind === 'plan') {
    return {
      id: `plan-${basket.plan}`,
      name: `Abonelik: ${basket.plan} (1 ay)`,
      category1: 'Abonelik',
      itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL,
      price,
    };
  }
  // A marketplace item: iyzico pays subMerchantPrice to the sub-merchant once the item is
  // approved (approval.create) and keeps the rest for the platform.
  return {
    id: basket.itemId,
    name: basket.name,
    category1: 'İş birliği',
    itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL,
    price,
    subMerchantKey: basket.subMerchantKey,
    subMerchantPrice: iyzicoPriceOf(basket.subMerchantKurus),
  };
}

/** iyzico's itemTransactions: the paymentTransactionId of each basket item. */
function itemTransactionsOf(answer: Answer): CheckoutOutcome['itemTransactions'] {
  const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Answer[]) : [];
  return items.flatMap((item) => {
    const itemId = textOrNull(item.itemId);
    const paymentTransactionId =
      typeof item.paymentTransactionId === 'number'
        ? String(item.paymentTransactionId)
        : textOrNull(item.paymentTransactionId);
    return itemId && paymentTransactionId ? [{ itemId, paymentTransactionId }] : [];
  });
}

/** approval.create: POST /payment/iyzipos/item/approve (iyzico Pazaryeri, "Ürün Onayı"). */
export const approvalRequestOf = (paymentTransactionId: string, conversationId: string) => ({
  locale: Iyzipay.LOCALE.TR,
  conversationId,
  paymentTransactionId,
});

/** refund.create: POST /payment/refund, one basket item's transaction ("İade"). */
export const refundRequestOf = (refund: ItemRefund) => ({
  locale: Iyzipay.LOCALE.TR,
  conversationId: refund.conversationId,
  paymentTransactionId: refund.paymentTransactionId,
  price: iyzicoPriceOf(refund.kurus),
  currency: Iyzipay.CURRENCY.TRY,
  ip: refund.ip,
});

const settledOf = (answer: Answer): ItemSettled =>
  answer.status === 'success'
    ? { ok: true }
    : {
        ok: false,
        errorCode: textOrNull(answer.errorCode),
        errorMessage: textOrNull(answer.errorMessage),
      };

export function iyzicoProvider(config: IyzicoConfig): CheckoutProvider {
  // A new client per call: the client keeps the request body on a shared object.
  const client = () => new Iyzipay(config);
  return {
    name: 'iyzico',
    async initialize(request): Promise<CheckoutStarted> {
      const body = initializeRequestOf(request);
      const answer = await call((cb) => client().checkoutFormInitialize.create(body, cb));
      const token = textOrNull(answer.token);
      const paymentPageUrl = textOrNull(answer.paymentPageUrl);
      if (answer.status === 'success' && token && paymentPageUrl) {
        return { ok: true, token, paymentPageUrl };
      }
      return {
        ok: false,
        errorCode: textOrNull(answer.errorCode),
        errorMessage: textOrNull(answer.errorMessage),
      };
    },
    async retrieve(token, conversationId): Promise<CheckoutOutcome> {
      const answer = await call((cb) =>
        client().checkoutForm.retrieve({ locale: Iyzipay.LOCALE.TR, conversationId, token }, cb),
      );
      const succeeded = answer.status === 'success' && answer.paymentStatus === 'SUCCESS';
      return {
        paymentStatus: succeeded ? 'SUCCESS' : 'FAILURE',
        conversationId: textOrNull(answer.conversationId),
        paidKurus: kurusOfIyzicoPrice(answer.paidPrice as string | number | undefined),
        errorCode: succeeded ? null : textOrNull(answer.errorCode),
        errorMessage: succeeded ? null : textOrNull(answer.errorMessage),
        paymentId: succeeded ? textOrNull(String(answer.paymentId ?? '')) : null,
        itemTransactions: succeeded ? itemTransactionsOf(answer) : [],
        raw: withoutCardData(answer) as Record<string, unknown>,
      };
    },
    async approveItem(paymentTransactionId, conversationId) {
      const body = approvalRequestOf(paymentTransactionId, conversationId);
      return settledOf(await call((cb) => client().approval.create(body, cb)));
    },
    async refundItem(refund) {
      return settledOf(await call((cb) => client().refund.create(refundRequestOf(refund), cb)));
    },
  };
}
