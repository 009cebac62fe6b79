import { STORE_MESSAGES, type CourierChannel } from '@trailpost/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundCard } from '@/components/NotFoundCard';
import { ApiError } from '@/lib/api-client';
import { useStore } from '../api/get-store';
import { CourierGuide } from '../components/CourierGuide';
import { CourierPage } from '../components/CourierPage';
import { CredentialsForm } from '../components/CredentialsForm';
import { CredentialStatusChip } from '../components/CredentialStatusChip';
import { QueryState } from '../components/QueryState';
import { StoreActiveSwitch } from '../components/StoreActiveSwitch';
import { COURIER_GUIDES } from '../utils/courier-guides';
import { CATALOGUE_PATH, courierOfPathname, editPathOf, LIST_PATH } from '../utils/paths';

const BACK_TO_LIST = { label: 'Manage Integrations', path: LIST_PATH };

/** A new courier account: the steps to get its credentials, then (NEXT) the form. */
function AddCourier({ channel }: { channel: CourierChannel }) {
  const [step, setStep] = useState<'guide' | 'form'>('guide');
  return (
    <CourierPage channel={channel} isNew>
      {step === 'guide' ? <CourierGuide steps={COURIER_GUIDES[channel.path] ?? []} onNext={() => setStep('form')} /> : <CredentialsForm channel={channel} />}
    </CourierPage>
  );
}

/** A connected courier account: straight on the form, with its switch and verification. */
function EditCourier({ channel, id }: { channel: CourierChannel; id: string }) {
  const store = useStore(id);
  const otherChannel = store.data !== undefined && store.data.channel_id !== channel.channelId;
  // An address naming another courier than the store's own goes to the store's own screen.
  const ownPath = otherChannel ? editPathOf(store.data.channel_id, store.data._id) : null;
  if (ownPath) return <Navigate to={ownPath} replace />;
  if (otherChannel || (store.error instanceof ApiError && store.error.status === 404)) {
    return (
      <CourierPage channel={channel} isNew={false}>
        <NotFoundCard message={STORE_MESSAGES.notFound} list={BACK_TO_LIST} />
      </CourierPage>
    );
  }
  const actions = store.data ? (
    <>
      <CredentialStatusChip status={store.data.credential_status} message={store.data.credential_message} />
      <StoreActiveSwitch store={store.data} />
    </>
  ) : null;
  return (
    <CourierPage channel={channel} isNew={false} actions={actions}>
      <QueryState query={store}>{(record) => <CredentialsForm key={record._id} channel={channel} store={record} />}</QueryState>
    </CourierPage>
  );
}

/** /add_{courier} and /edit_{courier}/{id} for the six courier channels (part 2 §2.9). */
export function CourierIntegrationRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const channel = courierOfPathname(pathname);
  if (!channel) return <NotFoundCard message={STORE_MESSAGES.channelUnknown} list={{ label: 'Integrations', path: CATALOGUE_PATH }} />;
  return id ? <EditCourier key={id} channel={channel} id={id} /> : <AddCourier key={channel.path} channel={channel} />;
}
