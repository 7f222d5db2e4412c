// The Turkish (and en/es) reason for a failed payment, from the provider's error code
// (iyzico's codes; the local checkout uses the same ones).

const reasonKeys: Readonly<Record<string, string>> = {
  '10051': 'payment.reasons.insufficientFunds',
  '10005': 'payment.reasons.notHonoured',
  '10012': 'payment.reasons.invalidTransaction',
  '10041': 'payment.reasons.lostOrStolen',
  '10043': 'payment.reasons.lostOrStolen',
  '10054': 'payment.reasons.expired',
  '12': 'payment.reasons.invalidCard',
  '5047': 'payment.reasons.notCompleted',
  'amount-mismatch': 'payment.reasons.amountMismatch',
};

export function reasonKeyOf(errorCode: string | null): string {
  return (errorCode && reasonKeys[errorCode]) || 'payment.reasons.generic';
}
