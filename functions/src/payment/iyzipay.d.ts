// The part of the official `iyzipay` client (no types of its own) this code uses.
declare module 'iyzipay' {
  type Callback = (error: unknown, result: Record<string, unknown>) => void;
  interface Resource {
    create(request: Record<string, unknown>, callback: Callback): void;
    retrieve(request: Record<string, unknown>, callback: Callback): void;
  }
  /** iyzico Pazaryeri's sellers: create (POST) and update (PUT) /onboarding/submerchant. */
  interface SubMerchantResource extends Resource {
    update(request: Record<string, unknown>, callback: Callback): void;
  }
  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
    subMerchant: SubMerchantResource;
    /** Marketplace item approval: POST /payment/iyzipos/item/approve. */
    approval: Resource;
    /** Refund of one item transaction: POST /payment/refund. */
    refund: Resource;
    static LOCALE: { TR: string; EN: string };
    static CURRENCY: { TRY: string };
    static PAYMENT_GROUP: { SUBSCRIPTION: string; PRODUCT: string; LISTING: string };
    static SUB_MERCHANT_TYPE: {
      PERSONAL: string;
      PRIVATE_COMPANY: string;
      LIMITED_OR_JOINT_STOCK_COMPANY: string;
    };
    static BASKET_ITEM_TYPE: { VIRTUAL: string; PHYSICAL: string };
  }
  export = Iyzipay;
}
