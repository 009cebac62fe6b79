import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { errorMessage } from '@/lib/api-client';
import { useOrganization } from '../api/get-organization';
import { LogoField } from '../components/LogoField';
import { OrganizationForm } from '../components/OrganizationForm';

/** /organization: the logo and the company details customers see (part 2 §2.5). */
export function OrganizationRoute() {
  const organization = useOrganization();
  let body;
  if (organization.isPending) body = <PageLoader />;
  else if (organization.isError) body = <Alert severity="error">{errorMessage(organization.error)}</Alert>;
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LogoField logo={organization.data.logo} companyName={organization.data.company_name} />
        <Divider sx={{ my: 3 }} />
        <OrganizationForm organization={organization.data} />
      </Paper>
    );
  return (
    <SettingsPage title="Organization" description="Your company as customers see it on the tracking page and in e-mails." maxWidth={860}>
      {body}
    </SettingsPage>
  );
}
