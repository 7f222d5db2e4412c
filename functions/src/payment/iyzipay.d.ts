// The part of the official `iyzipay` client (no types of its own) this code uses.
declare module 'iyzipay' {
  type Callback = (error: unknown, result: Record<string, unknown>) => void;
  interface Resource {
    create(request: Record<string, unknown>, callback: Callback): void;
    retrieve(request: Record<string, unknown>, callback: Callback): void;
  }
  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
    static LOCALE: { TR: string; EN: string };
    static CURRENCY: { TRY: string };
    static PAYMENT_GROUP: { SUBSCRIPTION: string; PRODUCT: string; LISTING: string };
    static BASKET_ITEM_TYPE: { VIRTUAL: string; PHYSICAL: string };
  }
  export = Iyzipay;
}
