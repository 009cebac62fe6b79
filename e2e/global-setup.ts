import { startMerchantDns } from './fixtures/dns';

/** What every worker's specs share: the merchants' DNS, which the server asks (DNS_SERVERS). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMerchantDns();
}
