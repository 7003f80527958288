import {
  ImageField,
  ImageInput,
  useTranslate,
  type ImageInputProps,
} from "react-admin";
import Stack from "@mui/material/Stack";
import { StoredImage } from "./StoredImage";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "./imageTypes";

/**
 * Chooses a new image for a record field that holds a stored file name. The
 * current image is shown beside it; a chosen file goes up as multipart.
 */
export const ImageUploadInput = ({
  source,
  ...props
}: ImageInputProps & { source: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <StoredImage source={source} size={72} />
      <ImageInput
        source={source}
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        placeholder={<p>{translate("app.images.drop")}</p>}
        format={(v: unknown) => (typeof v === "string" ? undefined : v)}
        {...props}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Stack>
  );
};
