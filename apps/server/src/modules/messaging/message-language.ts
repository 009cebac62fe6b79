import { mainLanguageOf, pageLanguageOf, type PageLanguage } from '@trailpost/contracts';
import type { TemplateValues, TemplateShipmentSource } from '../templates/index.js';
import { messageWording, type PublishedPageSettings } from '../tracking-pages/index.js';

/**
 * The language a customer is written to in (part 3 "Languages and customers"): the shipment's
 * own (from the store, an import, the API or a person), else the destination country's main
 * language, else the merchant's default.
 */
export function customerLanguageOf(shipment: Pick<TemplateShipmentSource, 'language' | 'destinationCountry'>, merchantDefault: PageLanguage): string {
  return shipment.language ?? mainLanguageOf(shipment.destinationCountry) ?? merchantDefault;
}

/** What of the merchant's page settings a message's language needs: the default language, and the merchant's own wording. */
export type MessageSettings = Pick<PublishedPageSettings, 'defaultLanguage' | 'texts'>;

/** A template's text for one customer: the variant of their language, with its placeholders in it; else the template's own. */
export interface LocalisedMessage<Variant> {
  variant: Variant | null;
  values: TemplateValues;
}

/**
 * Picks a template's variant for a shipment's customer (`de-AT` takes the `de` variant) and fills
 * its placeholders in that language; without one the template's own text is used, its
 * placeholders in the merchant's default language.
 */
export function localiseMessage<Variant extends { language: string }>(
  variants: readonly Variant[],
  shipment: TemplateShipmentSource,
  settings: MessageSettings,
): LocalisedMessage<Variant> {
  const wanted = pageLanguageOf(customerLanguageOf(shipment, settings.defaultLanguage));
  const variant = (wanted && variants.find((candidate) => candidate.language === wanted)) || null;
  const language = variant ? (variant.language as PageLanguage) : settings.defaultLanguage;
  return { variant, values: shipment.values(messageWording(language, settings.texts)) };
}
