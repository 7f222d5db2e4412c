// The earningsAdded notification's stored texts (Turkish, like every stored text): written by an
// admin recording an earning in the app and by the functions releasing a collaboration's payment.
import { formatTry } from './lira';

export const earningsTexts = {
  subject: 'Hakedişiniz güncellendi',
  message: (kind: 'earning' | 'payout', amount: number, briefTitle: string) =>
    kind === 'earning'
      ? `"${briefTitle}" projesi için ${formatTry(amount, 'tr')} hakedişiniz eklendi.`
      : `"${briefTitle}" projesi için ${formatTry(amount, 'tr')} ödemeniz yapıldı.`,
};
