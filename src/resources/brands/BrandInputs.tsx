import { TextInput } from "react-admin";
import { brandValidators as v } from "./brandModel";

/** Form fields shared by BrandCreate and BrandEdit. */
export const BrandInputs = () => <TextInput source="name" validate={v.name} />;
