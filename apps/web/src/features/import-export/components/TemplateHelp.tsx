import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IMPORT_TEMPLATE_COLUMNS, IMPORT_TEMPLATE_FILE_NAME, IMPORT_TEMPLATE_PATH } from '@trailpost/contracts';

/** The template link and the columns it holds, so a merchant can fill a sheet of their own. */
export function TemplateHelp() {
  return (
    <Box sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>One shipment per row</Typography>
        <Link
          href={IMPORT_TEMPLATE_PATH}
          download={IMPORT_TEMPLATE_FILE_NAME}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          <FileDownloadOutlined fontSize="small" />
          Download template
        </Link>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Columns: {IMPORT_TEMPLATE_COLUMNS.map((column) => column.header).join(', ')}. Tracking Number and Courier are
        required.
      </Typography>
    </Box>
  );
}
