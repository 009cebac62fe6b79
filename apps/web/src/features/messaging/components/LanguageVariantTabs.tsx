import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PAGE_LANGUAGES } from '@trailpost/contracts';
import { useId, useState, type ReactNode } from 'react';
import { languageName } from '../utils/language-name';
import type { LanguageTabsState } from './use-language-variants';

/** The Default tab's value: MUI's tabs need one, and no language code is empty. */
const DEFAULT_TAB = '';

type Props = {
  variants: LanguageTabsState;
  /** The open tab's fields: the tab panel. */
  children: ReactNode;
};

/**
 * The language strip of a template editor: Default (the template's own text), one tab per variant,
 * Add language with the languages not used yet, and Remove for the open variant. The fields below
 * edit the open tab's text.
 */
export function LanguageVariantTabs({ variants, children }: Props) {
  const id = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { languages, selected } = variants;
  const unused = PAGE_LANGUAGES.filter((language) => !languages.includes(language.code));
  const tabId = (language: string | null) => `${id}-tab-${language ?? 'default'}`;

  const label = (language: string | null) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {language === null ? 'Default' : <span lang={language}>{languageName(language)}</span>}
      {variants.hasErrors(language) ? <ErrorOutlineIcon fontSize="small" color="error" titleAccess="has errors" /> : null}
    </Box>
  );

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={selected ?? DEFAULT_TAB}
          onChange={(_event, value: string) => variants.select(value === DEFAULT_TAB ? null : value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Template language"
          sx={{ flex: '1 1 auto', minWidth: 0, minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
        >
          {[null, ...languages].map((language) => (
            <Tab key={language ?? DEFAULT_TAB} value={language ?? DEFAULT_TAB} label={label(language)} id={tabId(language)} aria-controls={`${id}-panel`} />
          ))}
        </Tabs>
        {selected ? (
          <IconButton size="small" aria-label={`Remove ${languageName(selected)}`} onClick={() => variants.remove(selected)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        ) : null}
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={unused.length === 0}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? `${id}-menu` : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Add language
        </Button>
        <Menu id={`${id}-menu`} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 320 } } }}>
          {unused.map(({ code, name }) => (
            <MenuItem
              key={code}
              lang={code}
              onClick={() => {
                setMenuAnchor(null);
                variants.add(code);
              }}
            >
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <FormHelperText sx={{ mb: 2 }}>Customers whose language has no variant get the default.</FormHelperText>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
