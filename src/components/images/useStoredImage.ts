import { useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../providers/dataProvider";

/**
 * An uploaded image (logo, product image, team photo) is served only with the
 * bearer token, so it is fetched as a blob (SPEC §7) and shown through an
 * object URL that is released when the name changes or the view unmounts.
 */
export const useStoredImage = (
  name: string | null | undefined,
): string | undefined => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [shown, setShown] = useState<{ name: string; url?: string }>();
  useEffect(() => {
    if (!name) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    dataProvider
      .getFile("files", { path: encodeURIComponent(name), silent: true })
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ name, url: objectUrl });
      })
      .catch(() => !cancelled && setShown({ name }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [dataProvider, name]);
  return name && shown?.name === name ? shown.url : undefined;
};
