import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { errorMessage } from '@/lib/api-client';
import { safeDateFormat } from '@/lib/zoned-date';
import { useProfile } from '../api/get-profile';
import { ActiveSessions } from '../components/ActiveSessions';
import { ChangePasswordDrawer } from '../components/ChangePasswordDrawer';
import { ProfileForm } from '../components/ProfileForm';
import { TwoFactorSection } from '../components/TwoFactorSection';

/** /settings_profile: the user's own details, password and signed-in sessions. */
export function ProfileRoute() {
  const profile = useProfile();
  const [changingPassword, setChangingPassword] = useState(false);

  let body;
  if (profile.isPending) body = <PageLoader />;
  else if (profile.isError) body = <Alert severity="error">{errorMessage(profile.error)}</Alert>;
  else
    body = (
      <Stack spacing={3}>
        <ProfileForm key={profile.data._id} profile={profile.data} onChangePassword={() => setChangingPassword(true)} />
        <TwoFactorSection />
        <ActiveSessions timeZone={profile.data.time_zone_id} dateFormat={safeDateFormat(profile.data.date_format)} />
      </Stack>
    );

  return (
    <SettingsPage title="Profile" description="How you sign in, and how dates and times are shown to you across Trailpost." maxWidth={760}>
      {body}
      <ChangePasswordDrawer open={changingPassword} onClose={() => setChangingPassword(false)} />
    </SettingsPage>
  );
}
