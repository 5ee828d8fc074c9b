/** Common German first and last names and street names for generated demo customers. */

/** Splits a comma-separated list written over several lines (keeps long word lists compact). */
function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const femaleFirstNames = list(`
  Anna, Maria, Ursula, Monika, Petra, Sabine, Claudia, Susanne, Andrea, Birgit, Karin, Heike, Nicole, Stefanie,
  Julia, Katharina, Laura, Lena, Sarah, Christina, Melanie, Sandra, Martina, Gabriele, Renate, Ingrid, Helga,
  Barbara, Angelika, Jutta, Tanja, Daniela, Anja, Jana, Lisa, Hannah, Sophie, Franziska, Johanna, Silke`);

export const maleFirstNames = list(`
  Thomas, Michael, Andreas, Stefan, Peter, Klaus, Wolfgang, Jürgen, Frank, Uwe, Bernd, Markus, Christian, Matthias,
  Martin, Alexander, Daniel, Tobias, Sebastian, Jan, Florian, Dirk, Ralf, Holger, Jens, Sven, Lukas, Felix, Jonas,
  Tim, Niklas, Philipp, Dieter, Manfred, Günter, Karl-Heinz, Torsten, Oliver, Björn, Moritz`);

export const lastNames = list(`
  Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer,
  Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Schmitt,
  Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze, Maier, Köhler, Herrmann, König, Walter, Mayer, Huber,
  Kaiser, Fuchs, Peters, Lang, Scholz, Möller, Weiß, Jung, Hahn, Schubert, Vogel, Friedrich, Keller, Günther,
  Berger, Winkler, Roth, Beck, Lorenz, Baumann, Franke, Albrecht, Schuster, Simon, Ludwig, Böhm, Winter, Kraus,
  Schumacher, Krämer, Vogt, Stein, Jäger, Otto, Sommer, Groß, Seidel, Heinrich, Brandt, Haas`);

export const streetNames = list(`
  Hauptstraße, Schulstraße, Gartenstraße, Bahnhofstraße, Dorfstraße, Bergstraße, Birkenweg, Lindenstraße,
  Kirchstraße, Waldstraße, Ringstraße, Schillerstraße, Goethestraße, Am Sportplatz, Wiesenweg, Jahnstraße,
  Feldstraße, Mühlenweg, Rosenstraße, Buchenweg, Eichendorffstraße, Mozartstraße, Beethovenstraße, Kastanienallee,
  Parkstraße, Am Markt, Blumenstraße, Lessingstraße, Uhlandstraße, Ahornweg, Friedrich-Ebert-Straße, Tulpenweg,
  Kantstraße, Poststraße, Grüner Weg`);

/** Small businesses for the Gewerbe part of the Bestand; {name} is replaced by a last name. */
export const businessPatterns = [
  'Bäckerei {name} GmbH',
  'Schreinerei {name} e. K.',
  'Elektro {name} GmbH & Co. KG',
  'Autohaus {name} GmbH',
  'Steuerberatung {name} & Partner mbB',
  'Malerbetrieb {name}',
] as const;

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** Name parts → e-mail local part: ('Jürgen', 'Groß') → 'juergen.gross'. */
export function toMailLocalPart(...parts: string[]): string {
  return parts
    .join('.')
    .replace(/[äöüßÄÖÜ]/g, (c) => umlauts[c] ?? c)
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-');
}
