// The local checkout provider for the emulators (design.md section 3: iyzico's sandbox cannot be
// reached from here). It behaves like iyzico's Checkout Form: initialize issues a token and a
// hosted page (served by the `payment` function itself at {payment}/localCheckout), the page
// takes a card, and like iyzico it then POSTs the token to the callback URL; retrieve tells the
// result. It accepts iyzico sandbox's documented test cards. Never selected in production
// (provider.ts providerNameFrom).
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { INSUFFICIENT_FUNDS_CODE, iyzicoPriceOf } from '../shared/plans';
import type { CheckoutOutcome, CheckoutProvider, CheckoutStarted, ItemSettled } from './provider';

/** Kept by the Admin SDK only; the rules' fallback closes it to every client. */
export const LOCAL_CHECKOUTS = 'LocalCheckouts';

/**
 * iyzico sandbox test cards (docs.iyzico.com, "Test Kartları"), failing with iyzico's codes and
 * the Turkish messages it answers with for `locale: 'tr'` (its "Hata Kodları" table).
 */
export const SUCCESS_CARDS = ['5528790000000008', '5890040000000016', '4766620000000001'];
export const FAILURE_CARDS: Readonly<Record<string, { code: string; message: string }>> = {
  '4111111111111129': {
    code: INSUFFICIENT_FUNDS_CODE,
    message: 'Kart limiti yetersiz, yetersiz bakiye',
  },
  '4129111111111111': { code: '10005', message: 'İşlem onaylanmadı' },
  '4128111111111112': { code: '10012', message: 'Geçersiz işlem' },
  '4127111111111113': { code: '10041', message: 'Kayıp kart, karta el koyunuz' },
  '4126111111111114': { code: '10043', message: 'Çalıntı kart, karta el koyunuz' },
  '4125111111111115': { code: '10054', message: 'Vadesi dolmuş kart' },
};
const UNKNOWN_CARD = { code: '12', message: 'Kart numarası geçersizdir' };

interface LocalCheckout {
  conversationId: string;
  paidPrice: string;
  /** The basket's one item, and the sub-merchant it is paid to (marketplace items). */
  itemId: string;
  subMerchantKey: string | null;
  callbackUrl: string;
  state: 'open' | 'SUCCESS' | 'FAILURE';
  errorCode: string | null;
  errorMessage: string | null;
  /** Marketplace settlement of the item: paid out to its seller, or given back (kuruş). */
  approved?: boolean;
  refundedKurus?: number;
}

/** Like iyzico, one transaction per basket item: `${token}-item-1`. */
const ITEM_SUFFIX = '-item-1';
const tokenOfTransaction = (paymentTransactionId: string) =>
  paymentTransactionId.endsWith(ITEM_SUFFIX)
    ? paymentTransactionId.slice(0, -ITEM_SUFFIX.length)
    : '';

// Refusals in iyzico's answer shape; the codes are this provider's own (like localSubMerchant's).
const UNKNOWN_TRANSACTION = {
  code: 'local-unknown-transaction',
  message: 'Ödeme işlemi bulunamadı',
};
const ALREADY_APPROVED = { code: 'local-already-approved', message: 'Ürün daha önce onaylanmış' };
const REFUND_TOO_LARGE = {
  code: 'local-refund-too-large',
  message: 'İade tutarı, ödeme tutarından büyük olamaz',
};

const refused = (answer: { code: string; message: string }): ItemSettled => ({
  ok: false,
  errorCode: answer.code,
  errorMessage: answer.message,
});

/** What the local page does with a card number (spaces and dashes ignored). */
export function outcomeOfCard(
  cardNumber: string,
): { ok: true } | { ok: false; code: string; message: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (SUCCESS_CARDS.includes(digits)) return { ok: true };
  const failure = FAILURE_CARDS[digits] ?? UNKNOWN_CARD;
  return { ok: false, ...failure };
}

export function localProvider(paymentBaseUrl: string): CheckoutProvider {
  const checkouts = () => adminDb().collection(LOCAL_CHECKOUTS);
  return {
    name: 'local',
    async initialize(request): Promise<CheckoutStarted> {
      const token = `local-${randomUUID()}`;
      const checkout: LocalCheckout = {
        conversationId: request.conversationId,
        paidPrice: iyzicoPriceOf(request.amounts.gross),
        itemId:
          request.basket.kind === 'plan' ? `plan-${request.basket.plan}` : request.basket.itemId,
        subMerchantKey: request.basket.kind === 'plan' ? null : request.basket.subMerchantKey,
        callbackUrl: request.callbackUrl,
        state: 'open',
        errorCode: null,
        errorMessage: null,
      };
      await checkouts()
        .doc(token)
        .set({ ...checkout, createdAt: FieldValue.serverTimestamp() });
      const paymentPageUrl = `${paymentBaseUrl}/localCheckout?token=${encodeURIComponent(token)}`;
      return { ok: true, token, paymentPageUrl };
    },
    async retrieve(token, conversationId): Promise<CheckoutOutcome> {
      const snap = await checkouts().doc(token).get();
      const checkout = snap.data() as LocalCheckout | undefined;
      if (!checkout || checkout.conversationId !== conversationId || checkout.state === 'open') {
        const code = checkout?.state === 'open' ? '5047' : '5005';
        const message = checkout?.state === 'open' ? 'Payment not completed' : 'Token not found';
        return {
          paymentStatus: 'FAILURE',
          conversationId,
          paidKurus: Number.NaN,
          errorCode: code,
          errorMessage: message,
          paymentId: null,
          itemTransactions: [],
          raw: { status: 'failure', errorCode: code, errorMessage: message, conversationId },
        };
      }
      const succeeded = checkout.state === 'SUCCESS';
      // Like iyzico: one transaction per basket item, approved or refunded by its id.
      const paymentTransactionId = `${token}${ITEM_SUFFIX}`;
      return {
        paymentStatus: checkout.state,
        conversationId: checkout.conversationId,
        paidKurus: succeeded ? Math.round(Number(checkout.paidPrice) * 100) : Number.NaN,
        errorCode: checkout.errorCode,
        errorMessage: checkout.errorMessage,
        paymentId: succeeded ? token : null,
        itemTransactions: succeeded ? [{ itemId: checkout.itemId, paymentTransactionId }] : [],
        raw: {
          status: 'success',
          locale: 'tr',
          paymentStatus: checkout.state,
          conversationId: checkout.conversationId,
          token,
          currency: 'TRY',
          ...(succeeded
            ? { price: checkout.paidPrice, paidPrice: checkout.paidPrice, paymentId: token }
            : { errorCode: checkout.errorCode, errorMessage: checkout.errorMessage }),
        },
      };
    },
    async approveItem(paymentTransactionId) {
      const ref = checkouts().doc(tokenOfTransaction(paymentTransactionId) || '-');
      return adminDb().runTransaction(async (tx) => {
        const checkout = (await tx.get(ref)).data() as LocalCheckout | undefined;
        if (checkout?.state !== 'SUCCESS' || (checkout.refundedKurus ?? 0) > 0) {
          return refused(UNKNOWN_TRANSACTION);
        }
        if (checkout.approved === true) return refused(ALREADY_APPROVED);
        tx.update(ref, { approved: true, approvedAt: FieldValue.serverTimestamp() });
        return { ok: true };
      });
    },
    async refundItem(refund) {
      const ref = checkouts().doc(tokenOfTransaction(refund.paymentTransactionId) || '-');
      return adminDb().runTransaction(async (tx) => {
        const checkout = (await tx.get(ref)).data() as LocalCheckout | undefined;
        if (checkout?.state !== 'SUCCESS') return refused(UNKNOWN_TRANSACTION);
        const paid = Math.round(Number(checkout.paidPrice) * 100);
        const refunded = (checkout.refundedKurus ?? 0) + refund.kurus;
        if (refund.kurus <= 0 || refunded > paid) return refused(REFUND_TOO_LARGE);
        tx.update(ref, { refundedKurus: refunded, refundedAt: FieldValue.serverTimestamp() });
        return { ok: true };
      });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem}' +
  'main{max-width:26rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}' +
  'label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}' +
  'button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#1e64ff;color:#fff;border:0;border-radius:6px}' +
  '.note{color:#555;font-size:.85rem}';

/** The hosted card page (Turkish), or a short error page when the token is unknown or used. */
export async function localCheckoutPage(
  token: string,
  paymentBaseUrl: string,
): Promise<{ status: number; html: string }> {
  const snap = token ? await adminDb().collection(LOCAL_CHECKOUTS).doc(token).get() : null;
  const checkout = snap?.data() as LocalCheckout | undefined;
  if (!checkout || checkout.state !== 'open') {
    return {
      status: 404,
      html: `<!doctype html><html lang="tr"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Ödeme</title><style>${PAGE_STYLE}</style><main><h1>Ödeme sayfası bulunamadı</h1><p>Bu ödeme oturumu geçersiz ya da tamamlanmış.</p></main></html>`,
    };
  }
  const amount = checkout.paidPrice.replace('.', ',');
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Güvenli ödeme (yerel test)</title><style>${PAGE_STYLE}</style></head><body><main>
<h1>Güvenli ödeme</h1>
<p>Ödenecek tutar: <strong>₺${escapeHtml(amount)}</strong> (KDV dahil)</p>
<form method="post" action="${escapeHtml(paymentBaseUrl)}/localCheckout">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="cardHolderName">Kart üzerindeki isim</label><input id="cardHolderName" name="cardHolderName" autocomplete="cc-name" required>
<label for="cardNumber">Kart numarası</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Son kullanma tarihi (AA/YY)</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" required>
<label for="cvc">Güvenlik kodu (CVC)</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Öde</button>
</form>
<p class="note">Yerel test ödeme sayfası: gerçek para çekilmez. Başarılı test kartı 5528 7900 0000 0008; yetersiz bakiye 4111 1111 1111 1129.</p>
</main></body></html>`;
  return { status: 200, html };
}

/**
 * The page's form POST: records the card's outcome (never the card) and answers, like iyzico,
 * with a page that POSTs the token to the callback URL.
 */
export async function submitLocalCheckout(
  token: string,
  cardNumber: string,
): Promise<{ status: number; html: string }> {
  const ref = adminDb()
    .collection(LOCAL_CHECKOUTS)
    .doc(token || '-');
  const callbackUrl = await adminDb().runTransaction(async (tx) => {
    const checkout = (await tx.get(ref)).data() as LocalCheckout | undefined;
    if (!checkout || checkout.state !== 'open') return null;
    const outcome = outcomeOfCard(cardNumber);
    tx.update(ref, {
      state: outcome.ok ? 'SUCCESS' : 'FAILURE',
      errorCode: outcome.ok ? null : outcome.code,
      errorMessage: outcome.ok ? null : outcome.message,
    });
    return checkout.callbackUrl;
  });
  if (!callbackUrl) return localCheckoutPage('', '');
  return {
    status: 200,
    html: `<!doctype html><html lang="tr"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Yönlendiriliyor</title><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(callbackUrl)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><noscript><button type="submit">Devam et</button></noscript></form><p>Yönlendiriliyorsunuz…</p></body></html>`,
  };
}
