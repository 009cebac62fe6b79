import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';

type Props = {
  editing: boolean;
  /** The rule passes the save rules: Turn ON (or Save) instead of Review. */
  complete: boolean;
  canTest: boolean;
  saving: boolean;
  onTest: () => void;
  onReview: () => void;
  /** A new rule is created on (1) or as a draft (0); an edit keeps its state. */
  onSave: (active: 0 | 1) => void;
};

/** Test this rule, then Review (what is missing), or Save as draft / Turn ON (Save when editing). */
export function SaveControls({ editing, complete, canTest, saving, onTest, onReview, onSave }: Props) {
  const spinner = saving ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <>
      <Tooltip title={canTest ? '' : 'Add a trigger, a condition and an action to test the rule.'}>
        <span>
          <Button variant="outlined" startIcon={<ScienceOutlinedIcon />} disabled={!canTest} onClick={onTest}>
            Test this rule
          </Button>
        </span>
      </Tooltip>
      {!complete ? (
        <Button variant="contained" color="warning" onClick={onReview}>
          Review
        </Button>
      ) : editing ? (
        <Button variant="contained" disabled={saving} startIcon={spinner} onClick={() => onSave(1)}>
          Save
        </Button>
      ) : (
        <>
          <Button variant="outlined" disabled={saving} onClick={() => onSave(0)}>
            Save as draft
          </Button>
          <Button variant="contained" color="success" disabled={saving} startIcon={spinner} onClick={() => onSave(1)}>
            Turn ON
          </Button>
        </>
      )}
    </>
  );
}
