import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import {
  CreateBase,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin";
import Button from "@mui/material/Button";
import { MoneyInput, QuantityInput, useLimits } from "../../components/money";
import {
  adjustmentBeyondLimits,
  adjustmentDefaults,
  adjustmentPayload,
  adjustmentTypeChoices,
  adjustmentValidators as v,
  onHandAfter,
  type AdjustmentValues,
  type StockLevel,
} from "./stockLevelModel";

const T = "resources.stock-levels.adjust";

const After = ({ onHand }: { onHand: number }) => {
  const translate = useTranslate();
  return (
    <FormDataConsumer<AdjustmentValues>>
      {({ formData }) => {
        const after = onHandAfter(onHand, formData);
        return (
          <Typography variant="body2" role="status" sx={{ mb: 1 }}>
            {after === null
              ? translate(`${T}.current`, { count: onHand })
              : translate(`${T}.after`, { count: after })}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
};

/**
 * Manual stock change from the stock-on-hand screen: increase, decrease or
 * internal use, a whole quantity and a required reason (DOMAIN §3.16),
 * posted to `stock-adjustments`; the list shows the new on hand afterwards.
 */
export const AdjustStockDialog = ({
  level,
  onClose,
}: {
  level: StockLevel | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const limits = useLimits();
  if (!level) return null;
  // The server's caps, checked before saving (components/money/limits.ts),
  // on the field they concern (a form-level validate would replace the inputs' own).
  const beyond =
    (field: "quantity" | "unit_cost") => (_value: unknown, values: object) => {
      const found = adjustmentBeyondLimits(
        level,
        values as Partial<AdjustmentValues>,
      );
      if (found?.field !== field) return undefined;
      return found.why === "value"
        ? limits.tooLarge
        : {
            message: "app.validation.stock_on_hand_max",
            args: { max: limits.quantityMax },
          };
    };
  const toolbar = (
    <Toolbar sx={{ gap: 1, justifyContent: "flex-end" }}>
      <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
      <SaveButton label={`${T}.submit`} alwaysEnable />
    </Toolbar>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="adjust-stock-title"
    >
      <DialogTitle id="adjust-stock-title">
        {translate(`${T}.title`, {
          product: level.product_name,
          location: level.location_name,
        })}
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <CreateBase
          resource="stock-adjustments"
          redirect={false}
          transform={(values: AdjustmentValues) =>
            adjustmentPayload(level, values)
          }
          mutationOptions={{
            onSuccess: (movement: RaRecord) => {
              notify(`${T}.done`, {
                type: "success",
                messageArgs: {
                  product: level.product_name,
                  count: movement?.quantity_after ?? "",
                },
              });
              refresh();
              onClose();
            },
          }}
        >
          <SimpleForm defaultValues={adjustmentDefaults()} toolbar={toolbar}>
            <After onHand={level.on_hand} />
            <SelectInput
              source="type"
              label={`${T}.type`}
              choices={adjustmentTypeChoices}
              validate={v.type}
            />
            <QuantityInput
              source="quantity"
              label={`${T}.quantity`}
              min={1}
              validate={[...v.quantity, beyond("quantity")]}
              autoFocus
            />
            <TextInput
              source="reason"
              label={`${T}.reason`}
              validate={v.reason}
              multiline
            />
            <FormDataConsumer<AdjustmentValues>>
              {({ formData }) =>
                formData.type === "adjust_increase" ? (
                  <MoneyInput
                    source="unit_cost"
                    label={`${T}.unit_cost`}
                    helperText={`${T}.unit_cost_help`}
                    validate={[...v.unit_cost, beyond("unit_cost")]}
                  />
                ) : null
              }
            </FormDataConsumer>
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
