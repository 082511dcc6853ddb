import CallToAction from './CallToAction.astro';
import CardGrid from './CardGrid.astro';
import CheckList from './CheckList.astro';
import Columns from './Columns.astro';
import ContactDetails from './ContactDetails.astro';
import EmailButton from './EmailButton.astro';
import FeatureCard from './FeatureCard.astro';
import Illustration from './Illustration.astro';
import LeaderCards from './LeaderCards.astro';
import ProfileCard from './ProfileCard.astro';
import ProgramCards from './ProgramCards.astro';
import PullQuote from './PullQuote.astro';
import Section from './Section.astro';
import ServiceCards from './ServiceCards.astro';
import StatGrid from './StatGrid.astro';

/** The building blocks content/pages/*.mdx may use without importing them. */
export const mdxComponents = {
  CallToAction,
  CardGrid,
  CheckList,
  Columns,
  ContactDetails,
  EmailButton,
  FeatureCard,
  Illustration,
  LeaderCards,
  ProfileCard,
  ProgramCards,
  PullQuote,
  Section,
  ServiceCards,
  StatGrid,
};
