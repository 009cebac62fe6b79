import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/AuthLayout';
import { carryFrom } from '@/lib/redirect-state';
import { forgetAccount, storeLoginAccount, type SavedAccount } from '@/lib/session';
import { useSavedAccounts } from '@/lib/use-stored';
import { AccountRow } from '../components/AccountRow';

/** Choose an account: the saved accounts of this browser. */
export function UsersRoute() {
  const accounts = useSavedAccounts();
  const navigate = useNavigate();
  const location = useLocation();
  const redirectState = carryFrom(location.state);
  const [removing, setRemoving] = useState(false);

  if (accounts.length === 0) return <Navigate to="/login" replace state={redirectState} />;

  const choose = (account: SavedAccount) => {
    storeLoginAccount(account);
    void navigate('/userLogin', { state: redirectState });
  };

  return (
    <AuthLayout title="Choose an account">
      <List disablePadding>
        {accounts.map((account) => (
          <AccountRow
            key={account.email}
            account={account}
            removing={removing}
            onChoose={choose}
            onRemove={(a) => forgetAccount(a.email)}
          />
        ))}
        {removing ? null : (
          <ListItem disablePadding divider>
            <ListItemButton onClick={() => void navigate('/login', { state: redirectState })}>
              <ListItemAvatar>
                <Avatar>
                  <PersonAddAlt />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary="Use another account" />
            </ListItemButton>
          </ListItem>
        )}
      </List>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'center' }}>
        {removing ? (
          <Button variant="contained" onClick={() => setRemoving(false)}>
            Done
          </Button>
        ) : (
          <Button startIcon={<PersonRemoveOutlined />} onClick={() => setRemoving(true)}>
            Remove an account
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
