import CallToAction from './CallToAction.astro';
import CardGrid from './CardGrid.astro';
import CheckList from './CheckList.astro';
import Columns from './Columns.astro';
import ContactDetails from './ContactDetails.astro';
import ContentSection from './ContentSection.astro';
import CourseList from './CourseList.astro';
import DataCards from './DataCards.astro';
import EmailButton from './EmailButton.astro';
import Fact from './Fact.astro';
import FeatureCard from './FeatureCard.astro';
import Illustration from './Illustration.astro';
import IntakeLead from './IntakeLead.astro';
import LeaderCards from './LeaderCards.astro';
import PlanList from './PlanList.astro';
import ProfileCard from './ProfileCard.astro';
import PullQuote from './PullQuote.astro';
import Section from './Section.astro';
import SiteFact from './SiteFact.astro';
import StatGrid from './StatGrid.astro';

/** The building blocks content/pages/*.mdx may use without importing them. */
export const mdxComponents = {
  CallToAction,
  CardGrid,
  CheckList,
  Columns,
  ContactDetails,
  ContentSection,
  CourseList,
  DataCards,
  EmailButton,
  Fact,
  FeatureCard,
  Illustration,
  IntakeLead,
  LeaderCards,
  PlanList,
  ProfileCard,
  PullQuote,
  Section,
  SiteFact,
  StatGrid,
};
