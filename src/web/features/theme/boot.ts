// Built on its own into a small classic script that <head> runs before the first paint (see
// build/theme-boot-plugin.ts), so a dark page never flashes light while the app loads.
import { applyThemeChoice, followThemeChanges, readThemeChoice } from './theme-choice';

applyThemeChoice(readThemeChoice());
followThemeChanges();
