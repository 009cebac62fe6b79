import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { STORE_MESSAGES } from '@trailpost/contracts';
import { useLocation } from 'react-router';
import { NotFoundCard } from '@/components/NotFoundCard';
import { ChannelGuide } from '../components/ChannelGuide';
import { ChannelPage } from '../components/ChannelPage';
import { CATALOGUE_PATH, storeAppOfPathname } from '../utils/paths';
import { STORE_APP_GUIDES } from '../utils/store-app-guides';

/** /add_shopify and /add_bigcommerce_step1 (part 2 §2.9): how to install the store app, and a link to it on the platform's app store. */
export function StoreAppRoute() {
  const { pathname } = useLocation();
  const app = storeAppOfPathname(pathname);
  const guide = app ? STORE_APP_GUIDES[app.channelId] : undefined;
  if (!app || !guide) return <NotFoundCard message={STORE_MESSAGES.channelUnknown} list={{ label: 'Integrations', path: CATALOGUE_PATH }} />;
  return (
    <ChannelPage channel={app} isNew>
      <ChannelGuide
        intro={guide.intro}
        steps={guide.steps}
        next={
          <Button variant="contained" href={guide.listing.href} target="_blank" rel="noopener" endIcon={<OpenInNewIcon aria-hidden />}>
            {guide.listing.label}
          </Button>
        }
      />
    </ChannelPage>
  );
}
