// The real sub-merchant provider: iyzico Pazaryeri's subMerchant.create (POST
// /onboarding/submerchant) and subMerchant.update (PUT, same path) through the official `iyzipay`
// client. Fields per iyzico's docs ("Alt Üye İşyeri", satıcı oluşturma / güncelleme): contact
// name and surname, e-mail, mobile, address, IBAN for every type; identityNumber (TCKN) for
// PERSONAL and PRIVATE_COMPANY; taxOffice and legalCompanyTitle for companies; taxNumber (VKN)
// for LIMITED_OR_JOINT_STOCK_COMPANY. An update names the sub-merchant by its key, not its type.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, not importable
/// <reference path="./iyzipay.d.ts" />
import Iyzipay from 'iyzipay';
import type { PayoutDetailsInput } from '../shared/payoutDetails';
import { call, textOrNull, type Answer, type IyzicoConfig } from './iyzicoProvider';
import type { SubMerchantProvider, SubMerchantResult } from './subMerchant';

/** The fields create and update share; those the type does not use are left out. */
function detailsFieldsOf(details: PayoutDetailsInput, email: string): Record<string, string> {
  const company = details.kind !== 'PERSONAL';
  const fields: Record<string, string> = {
    locale: Iyzipay.LOCALE.TR,
    // The seller's shown name: the company's legal title, else the person's name.
    name: company ? details.legalCompanyTitle : `${details.name} ${details.surname}`,
    contactName: details.name,
    contactSurname: details.surname,
    email,
    gsmNumber: details.gsmNumber,
    address: details.address,
    iban: details.iban,
    currency: Iyzipay.CURRENCY.TRY,
  };
  if (details.kind !== 'LIMITED_OR_JOINT_STOCK_COMPANY') {
    fields.identityNumber = details.identityNumber;
  }
  if (company) {
    fields.taxOffice = details.taxOffice;
    fields.legalCompanyTitle = details.legalCompanyTitle;
  }
  if (details.kind === 'LIMITED_OR_JOINT_STOCK_COMPANY') fields.taxNumber = details.taxNumber;
  return fields;
}

export function subMerchantCreateRequestOf(
  details: PayoutDetailsInput,
  externalId: string,
  email: string,
): Record<string, string> {
  return {
    ...detailsFieldsOf(details, email),
    conversationId: externalId,
    subMerchantExternalId: externalId,
    subMerchantType: details.kind,
  };
}

export function subMerchantUpdateRequestOf(
  subMerchantKey: string,
  details: PayoutDetailsInput,
  email: string,
): Record<string, string> {
  return { ...detailsFieldsOf(details, email), subMerchantKey };
}

function failureOf(answer: Answer): SubMerchantResult {
  return {
    ok: false,
    errorCode: textOrNull(answer.errorCode),
    errorMessage: textOrNull(answer.errorMessage),
  };
}

export function iyzicoSubMerchantProvider(config: IyzicoConfig): SubMerchantProvider {
  // A new client per call: the client keeps the request body on a shared object.
  const client = () => new Iyzipay(config);
  return {
    name: 'iyzico',
    async create(details, externalId, email) {
      const body = subMerchantCreateRequestOf(details, externalId, email);
      const answer = await call((cb) => client().subMerchant.create(body, cb));
      const subMerchantKey = textOrNull(answer.subMerchantKey);
      return answer.status === 'success' && subMerchantKey
        ? { ok: true, subMerchantKey }
        : failureOf(answer);
    },
    async update(subMerchantKey, details, email) {
      const body = subMerchantUpdateRequestOf(subMerchantKey, details, email);
      const answer = await call((cb) => client().subMerchant.update(body, cb));
      return answer.status === 'success' ? { ok: true, subMerchantKey } : failureOf(answer);
    },
  };
}
