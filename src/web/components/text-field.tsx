// One labelled text or password field of a react-hook-form form: label (with an optional link beside it), the input
// wired to the field's id and error, and the field's validation message below.
import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/password-input";

type InputProps = Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref">;

export type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string | undefined>,
  TSubmitted extends FieldValues,
> = InputProps & {
  control: Control<TValues, unknown, TSubmitted>;
  name: TName;
  label: ReactNode;
  /** Shown at the other end of the label's line (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** A password field, with its show/hide button. */
  password?: boolean;
  /** Classes of the field's wrapper (e.g. a grid column span). */
  itemClassName?: string;
};

export function TextField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string | undefined>,
  TSubmitted extends FieldValues,
>({
  control,
  name,
  label,
  labelAside,
  password = false,
  itemClassName,
  ...inputProps
}: TextFieldProps<TValues, TName, TSubmitted>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        // The name is constrained to string fields, which TypeScript cannot see through the generic path type.
        const bound = { ...field, value: (field.value as string | undefined) ?? "" };
        return (
          <FormItem className={itemClassName}>
            {labelAside ? (
              <div className="flex items-center justify-between">
                <FormLabel>{label}</FormLabel>
                {labelAside}
              </div>
            ) : (
              <FormLabel>{label}</FormLabel>
            )}
            <FormControl>
              {password ? <PasswordInput {...inputProps} {...bound} /> : <Input {...inputProps} {...bound} />}
            </FormControl>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
