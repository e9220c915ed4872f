export default function Home() {
  return <h1>Boş</h1>;
}
