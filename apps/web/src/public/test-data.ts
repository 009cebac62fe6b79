import type { PublicDomainInfo, PublicTrackingView } from '@trailpost/contracts';
import { vi } from 'vitest';
import type { ChallengeSolver } from './challenge';
import type { PageContext } from './page';

/** A shipment as POST /api/tracking_page answers it. */
export const shipment = (overrides: Partial<PublicTrackingView> = {}): PublicTrackingView => ({
  body: '<style>.tp-page{color:#111827}</style><div class="tp-page"><h1>Shipment 1Z999</h1></div>',
  checkpoints: [
    { tag: 'Delivered', location: 'Berlin, DE', checkpoint_time: '2025-03-04T10:15:00Z', message: 'Delivered to the customer' },
    { tag: 'InTransit', location: null, checkpoint_time: null, message: 'Departed the facility' },
  ],
  current_status: 'Delivered',
  tracking_number: '1Z999',
  order_number: '#1001',
  courier_name: 'DHL',
  ...overrides,
});

/** A shop as POST /api/tracking_page_search answers it. */
export const shop = (overrides: Partial<PublicDomainInfo> = {}): PublicDomainInfo => ({
  logo: 'https://app.trailpost.test/files/logo.png',
  website_url: 'https://acme.example',
  contact_no: '+1 (555) 010-2030',
  company_name: 'Acme Outfitters',
  order_lookup_verification: false,
  ...overrides,
});

/** A solver whose payloads are numbered, so a test can tell which call spent which. */
export function numberedSolver(): ChallengeSolver & { solve: ReturnType<typeof vi.fn<() => Promise<string>>> } {
  let count = 0;
  return { solve: vi.fn(async () => `payload-${++count}`) };
}

/** A page drawn into a fresh element, at `address`, with what it did recorded. */
export function pageAt(address: string, solver: ChallengeSolver = numberedSolver()) {
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  const navigate = vi.fn<PageContext['navigate']>();
  const openInNewTab = vi.fn<PageContext['openInNewTab']>();
  const context: PageContext = { root, address: new URL(address), solver, navigate, openInNewTab };
  return { root, context, navigate, openInNewTab, solver };
}
