import { SimpleList, useTranslate } from "react-admin";
import { StoredImage } from "../../components/images";
import { MoneyField } from "../../components/money";
import type { Product } from "./productModel";

/** The product list on a phone: image, name, codes and retail price. */
export const ProductListMobile = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Product>
      leftAvatar={() => <StoredImage source="image_path" />}
      primaryText={(record) => record.name}
      secondaryText={(record) => (
        <bdi dir="ltr">
          {[record.sku, record.barcode].filter(Boolean).join(" · ")}
        </bdi>
      )}
      tertiaryText={(record) =>
        record.retail_price == null ? (
          translate("resources.products.not_for_sale")
        ) : (
          <MoneyField source="retail_price" />
        )
      }
    />
  );
};
