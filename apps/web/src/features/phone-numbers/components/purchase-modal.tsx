import { Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './purchase-modal.module.css';
import { STEPS, usePurchaseFlow } from '../hooks/use-purchase-flow';
import { ConfirmStep } from './confirm-step';
import { SearchStep } from './search-step';
import { SelectStep } from './select-step';
import { PHONE_SHEET_QUERY } from '../../../components/ui/phone-sheet';

/**
 * The purchase modal: search -> select -> confirm. Mantine's Modal traps focus,
 * closes on Escape and returns focus to the card; while a request runs it cannot be closed. On a
 * phone it is a full-screen sheet, as the portal's other dialogs are.
 */
export function PurchaseModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const flow = usePurchaseFlow(onClose);
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const close = () => {
    if (flow.busy) return;
    flow.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="New Phone Number"
      size="lg"
      centered
      fullScreen={fullScreen}
      closeOnEscape={!flow.busy}
      closeOnClickOutside={!flow.busy}
      withCloseButton={!flow.busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stepper active={flow.step} size="sm" allowNextStepsSelect={false} mb="md" classNames={{ steps: classes.steps }}>
        <Stepper.Step label="Search" description="Area, city or state">
          {flow.step === STEPS.search && <SearchStep flow={flow} />}
        </Stepper.Step>
        <Stepper.Step label="Select" description="Pick a number">
          {flow.step === STEPS.select && <SelectStep flow={flow} />}
        </Stepper.Step>
        <Stepper.Step label="Confirm" description="Buy it">
          {flow.step === STEPS.confirm && <ConfirmStep flow={flow} />}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
