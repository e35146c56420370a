import { useTranslation } from "react-i18next";
import { imageUrl } from "~/content/image";
import { Carousel } from "./Carousel";

export type ProductSlide = { id: string; title: string; image: string };

export function Products({ products }: { products: ProductSlide[] }) {
  const { t } = useTranslation();
  return (
    <section className="section section--tinted" id="our-products" aria-labelledby="products-heading">
      <div className="container">
        <header className="section__header">
          <h2 id="products-heading">{t("products.heading")}</h2>
          <p>{t("products.intro")}</p>
        </header>
        {products.length === 0 ? (
          <p className="empty">{t("common.noData")}</p>
        ) : (
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
        )}
      </div>
    </section>
  );
}
