import type { FlagshipBumblebeePage } from '../../dist/generated/types.ts';
import { BuyButton, Price } from '../../runtime/ui/ProductCard.tsx';
import { Picture } from '../../runtime/ui/Picture.tsx';
import { usePageContext } from '../../runtime/ui/page-context.tsx';
import { RichText } from '../../runtime/ui/RichText.tsx';

/** Flagship Bumblebee (seed 001 §2–4, §9): #hero, capabilities, figures, #specs, #gallery, app, jp reservation notes. */
export default function Page() {
  const { data } = usePageContext();
  const page = data.page as FlagshipBumblebeePage;
  const product = data.catalog.products.flagshipBumblebee;
  return (
    <article className="product-page">
      <nav className="page-menu" aria-label={page.hero.title}>
        <ul>{page.menus.map((m) => <li key={m.link}><a href={m.link}>{m.label}</a></li>)}</ul>
      </nav>
      <section id="hero" className="hero" aria-labelledby="hero-title">
        <div className="hero-text">
          <h1 id="hero-title">{page.hero.title}</h1>
          <p className="subtitle">{page.hero.subtitle}</p>
          <p>{page.hero.content}</p>
          <p className="availability">{page.hero.availability}</p>
          {product && (
            <div className="buy-box">
              <p className="product-name"><RichText text={product.name} /></p>
              <Price product={product} />
              <BuyButton product={product} />
            </div>
          )}
        </div>
        <Picture image={page.hero.image} alt={product?.alt ?? page.hero.title} width={640} height={480} eager />
      </section>
      {page.reservation && (
        <section className="reservation" aria-labelledby="reservation-title">
          <h2 id="reservation-title">{page.reservation.title}</h2>
          <ul>{page.reservation.notes.map((note) => <li key={note}>{note}</li>)}</ul>
        </section>
      )}
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">{page.features.title}</h2>
        <ul>{page.features.items.map((f) => <li key={f.title}><h3>{f.title}</h3><p>{f.describe}</p></li>)}</ul>
      </section>
      <section className="figures" aria-labelledby="figures-title">
        <h2 id="figures-title">{page.figures.title}</h2>
        <dl>{page.figures.items.map((f) => <div key={f.label}><dt>{f.label}</dt><dd>{f.value}</dd></div>)}</dl>
      </section>
      <section id="specs" className="specs" aria-labelledby="specs-title">
        <h2 id="specs-title">{page.specs.title}</h2>
        <table>
          <tbody>{page.specs.rows.map((row) => <tr key={row.name}><th scope="row">{row.name}</th><td>{row.value}</td></tr>)}</tbody>
        </table>
      </section>
      <section id="gallery" className="gallery" aria-labelledby="gallery-title">
        <h2 id="gallery-title">{page.gallery.title}</h2>
        <ul>{page.gallery.items.map((g) => <li key={g.image}><Picture image={g.image} alt={g.alt} /></li>)}</ul>
      </section>
      <section className="app-download" aria-labelledby="app-title">
        <h2 id="app-title">{page.app.title}</h2>
        <p>{page.app.describe}</p>
        <ul><li>{page.app.ios}</li><li>{page.app.android}</li></ul>
      </section>
    </article>
  );
}
