import { useRecordContext, useTranslate } from "react-admin";
import Avatar from "@mui/material/Avatar";
import ImageIcon from "@mui/icons-material/Image";
import { useStoredImage } from "./useStoredImage";

interface StoredImageProps {
  /** The record field holding the stored file name (e.g. `image_path`). */
  source: string;
  /** Translation key of the alternative text. */
  altKey?: string;
  size?: number;
  variant?: "rounded" | "circular" | "square";
  label?: string;
}

/** Shows a record's uploaded image, or a neutral icon when there is none. */
export const StoredImage = ({
  source,
  altKey = "app.images.alt",
  size = 40,
  variant = "rounded",
}: StoredImageProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = useStoredImage(record?.[source] as string | undefined);
  return (
    <Avatar
      variant={variant}
      src={url}
      alt={translate(altKey)}
      sx={{ width: size, height: size }}
    >
      <ImageIcon fontSize="small" />
    </Avatar>
  );
};
