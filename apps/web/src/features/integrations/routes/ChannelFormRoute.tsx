import Button from '@mui/material/Button';
import { STORE_MESSAGES, type ChannelForm } from '@trailpost/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundCard } from '@/components/NotFoundCard';
import { ApiError } from '@/lib/api-client';
import { useStore } from '../api/get-store';
import { ChannelGuide } from '../components/ChannelGuide';
import { ChannelPage } from '../components/ChannelPage';
import { CredentialsForm } from '../components/CredentialsForm';
import { CredentialStatusChip } from '../components/CredentialStatusChip';
import { QueryState } from '../components/QueryState';
import { StoreActiveSwitch } from '../components/StoreActiveSwitch';
import { CHANNEL_GUIDES } from '../utils/channel-guides';
import { CATALOGUE_PATH, channelOfPathname, editPathOf, LIST_PATH } from '../utils/paths';

const BACK_TO_LIST = { label: 'Manage Integrations', path: LIST_PATH };

/** A new courier account or store: the steps to get its credentials, then (NEXT) the form. */
function AddChannel({ channel }: { channel: ChannelForm }) {
  const [step, setStep] = useState<'guide' | 'form'>('guide');
  return (
    <ChannelPage channel={channel} isNew>
      {step === 'guide' ? (
        <ChannelGuide
          steps={CHANNEL_GUIDES[channel.path] ?? []}
          next={
            <Button variant="contained" onClick={() => setStep('form')}>
              NEXT
            </Button>
          }
        />
      ) : (
        <CredentialsForm channel={channel} />
      )}
    </ChannelPage>
  );
}

/** A connected courier account or store: straight on the form, with its switch and verification. */
function EditChannel({ channel, id }: { channel: ChannelForm; id: string }) {
  const store = useStore(id);
  const otherChannel = store.data !== undefined && store.data.channel_id !== channel.channelId;
  // An address naming another channel than the store's own goes to the store's own screen.
  const ownPath = otherChannel ? editPathOf(store.data.channel_id, store.data._id) : null;
  if (ownPath) return <Navigate to={ownPath} replace />;
  if (otherChannel || (store.error instanceof ApiError && store.error.status === 404)) {
    return (
      <ChannelPage channel={channel} isNew={false}>
        <NotFoundCard message={STORE_MESSAGES.notFound} list={BACK_TO_LIST} />
      </ChannelPage>
    );
  }
  const actions = store.data ? (
    <>
      <CredentialStatusChip status={store.data.credential_status} message={store.data.credential_message} />
      <StoreActiveSwitch store={store.data} />
    </>
  ) : null;
  return (
    <ChannelPage channel={channel} isNew={false} actions={actions}>
      <QueryState query={store}>{(record) => <CredentialsForm key={record._id} channel={channel} store={record} />}</QueryState>
    </ChannelPage>
  );
}

/** /add_{channel} and /edit_{channel}/{id} for the courier accounts and stores connected by form (part 2 §2.9). */
export function ChannelFormRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const channel = channelOfPathname(pathname);
  if (!channel) return <NotFoundCard message={STORE_MESSAGES.channelUnknown} list={{ label: 'Integrations', path: CATALOGUE_PATH }} />;
  return id ? <EditChannel key={id} channel={channel} id={id} /> : <AddChannel key={channel.path} channel={channel} />;
}
