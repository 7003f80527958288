import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CreateButton, useResourceContext, useTranslate } from "react-admin";

/**
 * The page of a list with nothing in it yet: every list's (the theme makes
 * it the default `empty` of <List>). Its texts are the resource's own
 * `resources.<name>.empty.title` and `.invite`, written for each language
 * ("No product categories yet", "Категорий товаров пока нет"), not
 * react-admin's one pattern around the list title ("No Product categories
 * yet.", "Пока нет Категории товаров."), and a button to create the first
 * record (lists without a create page pass an `empty` of their own).
 */
export const ListEmpty = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 6, px: 2, mx: "auto", maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.empty.invite`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
