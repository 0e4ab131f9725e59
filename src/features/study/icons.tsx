/** The content model's icon names drawn with lucide icons (tree-shaken: only these ship). */
import {
  BookOpen, Compass, Crown, Flag, Handshake, Landmark, List, Map, Mountain, Music, Palette, Plane,
  Scale, Scroll, Shield, Star, Sword, Theater, Users, UtensilsCrossed, Waves, Church, Building2,
  Amphora, IdCard, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/types';

const ICONS: Record<IconName, LucideIcon> = {
  book: BookOpen,
  crown: Crown,
  mountain: Mountain,
  shield: Shield,
  landmark: Landmark,
  pottery: Amphora,
  passport: IdCard,
  compass: Compass,
  flag: Flag,
  music: Music,
  cross: Church,
  palette: Palette,
  capitol: Building2,
  river: Waves,
  scroll: Scroll,
  mask: Theater,
  plane: Plane,
  handshake: Handshake,
  scales: Scale,
  people: Users,
  dish: UtensilsCrossed,
  star: Star,
  list: List,
  sword: Sword,
  map: Map,
};

export function ContentIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden />;
}
