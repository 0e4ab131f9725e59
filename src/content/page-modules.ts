/**
 * Every study page body, imported by name: the server's content baseline (server/lib/content-baseline.ts)
 * reads them under plain Node (tsx, the CLI), where Vite's import.meta.glob does not exist. The device loads
 * the same files lazily (page-bodies.ts); test/content/page-modules.test.ts keeps the two lists equal.
 */
import type { StudyPageBody } from './types';
import actualidad from './pages/actualidad';
import actualidadEstado from './pages/actualidad-estado';
import artistasPeruanos from './pages/artistas-peruanos';
import atractivos from './pages/atractivos';
import balotario from './pages/balotario';
import congresistas from './pages/congresistas';
import culturasPreincas from './pages/culturas-preincas';
import gastronomia from './pages/gastronomia';
import geografiaNatural from './pages/geografia-natural';
import geografia from './pages/geografia';
import heroesBatallas from './pages/heroes-batallas';
import heroes from './pages/heroes';
import imperioIncaicoGobernantes from './pages/imperio-incaico-gobernantes';
import imperioIncaicoOrganizacionPolitica from './pages/imperio-incaico-organizacion-politica';
import imperioIncaicoOrganizacionSocial from './pages/imperio-incaico-organizacion-social';
import imperioIncaico from './pages/imperio-incaico';
import independencia from './pages/independencia';
import introduccion from './pages/introduccion';
import migraciones from './pages/migraciones';
import nacionalidad from './pages/nacionalidad';
import organizacionPolitica from './pages/organizacion-politica';
import patrimonio from './pages/patrimonio';
import personalidades from './pages/personalidades';
import personalidadesOtrosPeruanos from './pages/personalidades-otros-peruanos';
import presidentes from './pages/presidentes';
import presidentesConflictoArmado from './pages/presidentes-conflicto-armado';
import santosPeruanos from './pages/santos-peruanos';
import simbolosBandera from './pages/simbolos-bandera';
import simbolosEscudo from './pages/simbolos-escudo';
import simbolosHimno from './pages/simbolos-himno';
import tradiciones from './pages/tradiciones';
import tradicionesFeriados from './pages/tradiciones-feriados';
import tratados from './pages/tratados';

/** Each page body by its file name (without extension). */
export const pageModules: Readonly<Record<string, StudyPageBody>> = {
  actualidad,
  'actualidad-estado': actualidadEstado,
  'artistas-peruanos': artistasPeruanos,
  atractivos,
  balotario,
  congresistas,
  'culturas-preincas': culturasPreincas,
  gastronomia,
  'geografia-natural': geografiaNatural,
  geografia,
  'heroes-batallas': heroesBatallas,
  heroes,
  'imperio-incaico-gobernantes': imperioIncaicoGobernantes,
  'imperio-incaico-organizacion-politica': imperioIncaicoOrganizacionPolitica,
  'imperio-incaico-organizacion-social': imperioIncaicoOrganizacionSocial,
  'imperio-incaico': imperioIncaico,
  independencia,
  introduccion,
  migraciones,
  nacionalidad,
  'organizacion-politica': organizacionPolitica,
  patrimonio,
  personalidades,
  'personalidades-otros-peruanos': personalidadesOtrosPeruanos,
  presidentes,
  'presidentes-conflicto-armado': presidentesConflictoArmado,
  'santos-peruanos': santosPeruanos,
  'simbolos-bandera': simbolosBandera,
  'simbolos-escudo': simbolosEscudo,
  'simbolos-himno': simbolosHimno,
  tradiciones,
  'tradiciones-feriados': tradicionesFeriados,
  tratados,
};
