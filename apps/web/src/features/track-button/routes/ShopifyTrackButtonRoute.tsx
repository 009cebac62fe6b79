import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyableCode } from '../components/CopyableCode';
import { GuidePage } from '../components/GuidePage';
import { GuideStep } from '../components/GuideStep';
import { PublicHost, type PublicAddress } from '../components/PublicHost';
import { useGuide } from '../components/use-guide';
import { redirectCode } from '../utils/snippets';

type Step = { title: string; body: (address: PublicAddress) => ReactNode };

/** The five steps of part 2 §2.12, in the merchant's Shopify admin. */
export const SHOPIFY_STEPS: readonly Step[] = [
  {
    title: 'Add a new page',
    body: () => (
      <Typography variant="body2">
        In your Shopify admin, open <strong>Online Store › Pages</strong> and click <strong>Add page</strong>. Give it a title your customers will
        recognise, such as <em>Track your order</em>.
      </Typography>
    ),
  },
  {
    title: 'Switch to the HTML editor',
    body: () => (
      <Typography variant="body2">
        In the <strong>Content</strong> box, click the <strong>Show HTML</strong> button (<code>&lt;&gt;</code>) so that the box shows the page&apos;s HTML
        instead of formatted text.
      </Typography>
    ),
  },
  {
    title: 'Copy the redirect code',
    body: ({ origin }) => (
      <>
        <Typography variant="body2">
          Click the code to copy it, then paste it into the HTML editor in place of anything there. It sends visitors on to your tracking page at{' '}
          <strong>{origin}/trackingPage</strong>.
        </Typography>
        <CopyableCode code={redirectCode(origin)} label="Copy the redirect code" />
      </>
    ),
  },
  {
    title: 'Name the URL',
    body: () => (
      <Typography variant="body2">
        Under <strong>Search engine listing</strong>, click <strong>Edit</strong> and set the <strong>URL handle</strong>, for example{' '}
        <code>track-your-order</code>. Then click <strong>Save</strong>, and add the page to your store&apos;s menu under <strong>Online Store › Navigation</strong>.
      </Typography>
    ),
  },
  {
    title: 'Preview',
    body: () => (
      <Typography variant="body2">
        Click <strong>View page</strong>: your store opens the page, which takes you straight to your tracking page. Try a tracking number from one of your
        shipments.
      </Typography>
    ),
  },
];

/** /track_button_shopify: the guide to a "Track your order" page in a Shopify store. */
export function ShopifyTrackButtonRoute() {
  const guide = useGuide(SHOPIFY_STEPS.length);
  return (
    <GuidePage store="Shopify" title="Add a track button to Shopify" description="Five steps in your Shopify admin. Tick each one as you go.">
      <PublicHost>
        {(address) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {SHOPIFY_STEPS.map((step, index) => (
              <GuideStep
                key={step.title}
                number={index + 1}
                title={step.title}
                done={guide.done[index] ?? false}
                expanded={guide.isOpen(index)}
                onToggle={(open) => guide.setOpen(index, open)}
                onDone={() => guide.toggleDone(index)}
              >
                {step.body(address)}
              </GuideStep>
            ))}
          </Box>
        )}
      </PublicHost>
    </GuidePage>
  );
}
