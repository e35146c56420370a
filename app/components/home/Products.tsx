import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { Carousel } from "./Carousel";
import { HomeSection } from "./HomeSection";

export type ProductSlide = { id: string; title: string; image: string };

export function Products({ products }: { products: ProductSlide[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="our-products"
      heading={t("products.heading")}
      intro={t("products.intro")}
      tinted
      empty={products.length === 0}
    >
      <Carousel kind="products">
        {products.map((product) => (
          <figure key={product.id} className="product-card">
            <img
              src={imageUrl(product.image)}
              alt=""
              width="400"
              height="300"
              loading="lazy"
              decoding="async"
            />
            <figcaption>{product.title}</figcaption>
          </figure>
        ))}
      </Carousel>
    </HomeSection>
  );
}
