// Which sub-merchant provider runs: the same choice as the checkout's (provider.ts).
import { iyzicoConfigFrom } from './iyzicoProvider';
import { iyzicoSubMerchantProvider } from './iyzicoSubMerchant';
import { localSubMerchantProvider } from './localSubMerchant';
import { providerNameFrom } from './provider';
import type { SubMerchantProvider } from './subMerchant';

/** The local provider on the emulators (or PAYMENT_PROVIDER=local), otherwise iyzico. */
export function subMerchantProviderFrom(
  env: Record<string, string | undefined>,
): SubMerchantProvider {
  if (providerNameFrom(env) === 'local') return localSubMerchantProvider();
  const config = iyzicoConfigFrom(env);
  if (!config) {
    throw new Error(
      'iyzico is not configured (IYZIPAY_API_KEY, IYZIPAY_SECRET_KEY, IYZIPAY_BASE_URL)',
    );
  }
  return iyzicoSubMerchantProvider(config);
}
