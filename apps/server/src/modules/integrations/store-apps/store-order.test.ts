import { describe, expect, it } from 'vitest';
import { shipmentPayloads, type StoreOrder } from './store-order.js';

const order = (locale: string | null): StoreOrder => ({
  orderId: '#1001',
  orderUrl: null,
  customerName: 'Grace Hopper',
  emails: [],
  phones: [],
  postalCode: null,
  locale,
  trackings: [{ trackingNumber: '1Z999AA10123456784', courierNames: ['ups'] }],
});

describe('shipmentPayloads', () => {
  it("carries the order's locale as the customer's language, written the canonical way", () => {
    expect(shipmentPayloads(order('de-at'), 'Shopify')[0]!.payload).toMatchObject({ language: 'de-AT' });
    expect(shipmentPayloads(order('pt_BR'), 'Shopify')[0]!.payload).toMatchObject({ language: 'pt-BR' });
  });

  it('leaves the language empty, not the shipment out, when the store names none or one that is not a language tag', () => {
    expect(shipmentPayloads(order(null), 'Shopify')[0]!.payload).toMatchObject({ language: null });
    expect(shipmentPayloads(order('not a locale!'), 'Shopify')[0]!.payload).toMatchObject({ language: null });
  });
});
