import { BarChart3, BookOpen, Calendar, Cloud, CreditCard, Github, HardDrive, Mail, MessageCircle, MessageSquare, Phone, Plug, Shield, ShoppingBag, Users, Video, Zap, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'message-square': MessageSquare,
  github: Github,
  'hard-drive': HardDrive,
  'book-open': BookOpen,
  mail: Mail,
  calendar: Calendar,
  'credit-card': CreditCard,
  'bar-chart-3': BarChart3,
  phone: Phone,
  'message-circle': MessageCircle,
  video: Video,
  users: Users,
  shield: Shield,
  cloud: Cloud,
  'shopping-bag': ShoppingBag,
  zap: Zap,
};

export function IntegrationIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Plug;
  return <Icon className={className} aria-hidden="true" />;
}
